import type { operations } from '../../../generated/main/paths.ts';
import { ownRequest } from '../../test/security/procedureRequests.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const documentoSecurityCases = {
  // The document of an approved request of the demo student (the demo teacher's, for a teacher):
  // its owner, or staff who manage its area (colaborador and superadmin manage both). The
  // psychologist, admin-type but managing no area, is refused (x-campus-area-managers).
  descargarDocumento: async (api, who) => {
    const owner = who.tip === 2 ? 'docente' : 'alumno';
    const { idSolicitud } = await ownRequest(api, owner, 'finalizados', 'APROBADO');
    const detail = await api.call(owner, {
      url: '/api/main/tramitesolicitudsae/obtenerdetalle',
      query: { idSolicitud: String(idSolicitud) },
    });
    return { idDocumento: detail.json().results.documento.idDocumento };
  },
} satisfies SecurityCases<operations>;
