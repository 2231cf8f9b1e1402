import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

export const rectificacionSecurityCases = {
  // An open rectification case and one of its student's evaluations.
  aplicarRectificacion: async (api, who) => {
    const list = await api.call(who.usuario, { url: '/api/main/tramitesae/rectificacion/casos' });
    const open = (
      list.json().results as Array<{
        idSolicitud: number;
        version: number;
        estado: string;
        notas: Array<{ idNota: number }>;
      }>
    ).find((item) => item.estado === 'REGISTRADO' && item.notas.length > 0)!;
    return {
      idSolicitud: open.idSolicitud,
      version: open.version,
      idNota: open.notas[0]!.idNota,
      nota: '15',
      comentario: 'Corrección del acta.',
    };
  },
} satisfies SecurityCases<operations>;
