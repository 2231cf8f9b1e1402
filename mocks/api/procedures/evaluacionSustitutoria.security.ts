import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';

/** A grade for the first student of the open substitute window among `windows`. */
function openSubstitute(
  windows: Array<{
    idEvaluacion: number;
    estado: string;
    estudiantes: Array<{ idSolicitud: number }>;
  }>,
) {
  const open = windows.find((window) => window.estado === 'ABIERTA')!;
  return {
    idEvaluacion: open.idEvaluacion,
    notas: [{ idSolicitud: open.estudiantes[0]!.idSolicitud, nota: '14' }],
  };
}

export const evaluacionSustitutoriaSecurityCases = {
  // Grades go to a student of the open window (the teacher's own, for the teacher).
  grabarNotasSustitutorio: async (api, who) =>
    openSubstitute(
      (
        await api.call(who.usuario, { url: '/api/main/tramitesolicitudsae/listar/sustiturios' })
      ).json().results.evaluaciones,
    ),
  guardarSustitutorioDocente: async (api, who) =>
    openSubstitute(
      (
        await api.call(who.usuario, {
          url: '/api/main/tramitesolicitudsae/evaluacionsustitutoria/docente/obtener',
        })
      ).json().results,
    ),
} satisfies SecurityCases<operations>;
