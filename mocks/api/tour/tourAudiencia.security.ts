import type { operations } from '../../../generated/main/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

/** The first tour of the caller's help menu, with their copy of its task (null when none). */
async function ownTour(api: TestApi, who: DemoRole) {
  const menu = await api.call(who.usuario, { url: '/api/main/tour/consultartourmenu' });
  const groups = menu.json().results as Array<{ children: Array<Record<string, unknown>> }>;
  const tour = groups[0]?.children[0];
  if (!tour) throw new Error(`${who.usuario} has no tour`);
  return { idTask: tour.idTask, codeConfig: tour.codeConfig };
}

export const tourAudienciaSecurityCases = {
  completarNuevaFuncionalidad: ownTour,
  omitirNuevaFuncionalidad: ownTour,
} satisfies SecurityCases<operations>;
