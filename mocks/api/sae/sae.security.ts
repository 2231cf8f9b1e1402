import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const saeSecurityCases = {
  // The student's own pending interview (migration 049's seed gives the demo student one).
  confirmarAsistenciaSae: async (api, who) => {
    const response = await api.call(who.usuario, { url: '/api/main/sae/alumno/casos' });
    const actions = (
      response.json().results as Array<{
        acciones: Array<{ idAccion: number; tipo: string; estado: string }>;
      }>
    ).flatMap((caso) => caso.acciones);
    const interview = actions.find((a) => a.tipo === 'ENTREVISTA' && a.estado === 'PENDIENTE');
    return { idAccion: interview!.idAccion };
  },
} satisfies SecurityCases<operations>;
