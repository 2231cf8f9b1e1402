import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const docenteCapacitacionesSecurityCases = {
  // A teacher downloads the certificate of a training they finished.
  descargarCertificadoCapacitacion: async (api, who) => {
    const response = await api.call(who.usuario, {
      url: '/api/main/docente/capacitaciones/listar?estado=FINALIZADA&tamanoPagina=1',
    });
    return { idCapacitacion: response.json().results.capacitaciones[0].idCapacitacion as number };
  },
} satisfies SecurityCases<operations>;
