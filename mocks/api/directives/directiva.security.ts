import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const directivaSecurityCases = {
  // A directive is accepted once: the caller's first one still to accept.
  guardarDirectiva: async (api, who) => {
    const list = await api.call(who.usuario, { url: '/api/main/onboarding/directiva/listar' });
    const [pending] = list.json().results.directivas as { versionId: number }[];
    if (!pending) throw new Error(`${who.usuario} has no directive to accept`);
    return { versionId: pending.versionId };
  },
} satisfies SecurityCases<operations>;
