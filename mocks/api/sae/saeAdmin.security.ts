import type { operations } from '../../../generated/main/paths.ts';
import type { OwnObject, SecurityCases } from '../../test/security/securityCase.ts';
import { createTestClock } from '../../test/testClock.ts';

const MAIN = '/api/main';
const DAY = 86_400_000;

/** A case staff still work on: notes and interviews are refused on a closed one. */
const openCase: OwnObject = async (api, who) => {
  const listed = await api.call(who.usuario, {
    url: `${MAIN}/admin/casos-sae`,
    query: { filter: JSON.stringify({ estado: 'EN_ATENCION' }), range: '[0,0]' },
  });
  const [open] = listed.json() as { id: number }[];
  if (!open) throw new Error('No SAE case is in attention');
  return { id: open.id };
};

export const saeAdminSecurityCases = {
  agregarNotaSae: openCase,
  // Tomorrow by the test API's clock: the example's date is past the 90 days allowed.
  agendarCitaSae: async (api, who) => ({
    ...(await openCase(api, who)),
    fecha: new Date(createTestClock().clock() + DAY).toISOString(),
  }),
} satisfies SecurityCases<operations>;
