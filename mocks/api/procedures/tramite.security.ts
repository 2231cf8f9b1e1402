import type { operations } from '../../../generated/main/paths.ts';
import {
  procedureType,
  simpleFiling,
  studentEnrolment,
} from '../../test/security/procedureRequests.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const tramiteSecurityCases = {
  // Each requester on types of its own audience.
  obtenerTipoTramite: async (api, who) => ({
    idTipoTramite: await procedureType(api, who.tip === 2 ? 'CARTAPERMA' : 'CERTESTSU'),
  }),
  validarRequisitosTramite: async (api, who) => {
    const filing = await simpleFiling(api, who);
    return { idTipoTramite: filing.idTipoTramite, idMatricula: filing.idMatricula };
  },
  enviarSmsTramite: async (api, who) => ({
    idTipoTramite: await procedureType(api, who.tip === 2 ? 'RECTINOTA' : 'CERTESTSU'),
  }),
  listarModulosCurricula: async (api) => ({ idMatricula: await studentEnrolment(api) }),
} satisfies SecurityCases<operations>;
