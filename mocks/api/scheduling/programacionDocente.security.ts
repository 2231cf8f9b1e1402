import type { operations } from '../../../generated/main/paths.ts';
import type { SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

type Candidate = { idDocente: number; conflictos: { bloqueante: boolean }[] };
type Section = { idSeccion: number; version: number };

const sections = async (api: TestApi, usuario: string, estado: string) =>
  (
    await api.call(usuario, {
      url: `/api/main/programaciondocente/proceso/1/secciones?estado=${estado}&tamanoPagina=100`,
    })
  ).json().results.secciones as Section[];

/** An unassigned section and a teacher it fits, as the caller (who holds PROGDOCADM) finds them. */
async function assignable(api: TestApi, usuario: string) {
  for (const section of await sections(api, usuario, 'SIN_ASIGNAR')) {
    const candidates = (
      await api.call(usuario, {
        url: `/api/main/programaciondocente/seccion/${section.idSeccion}/candidatos`,
      })
    ).json().results.candidatos as Candidate[];
    const fit = candidates.find((item) => item.conflictos.every((c) => !c.bloqueante));
    if (fit)
      return { idSeccion: section.idSeccion, version: section.version, idDocente: fit.idDocente };
  }
  throw new Error('No unassigned section fits any teacher');
}

/** A section proposed just now (by the superadmin, who also holds PROGDOCADM). */
async function proposed(api: TestApi) {
  const { idSeccion, version, idDocente } = await assignable(api, 'superadmin');
  const response = await api.call('superadmin', {
    method: 'PUT',
    url: `/api/main/programaciondocente/seccion/${idSeccion}/asignar`,
    payload: { idDocente, version },
  });
  return { idSeccion, version: response.json().results.version as number };
}

const anySection = async (api: TestApi) => {
  const [first] = await sections(api, 'superadmin', 'SIN_ASIGNAR');
  return { idSeccion: first!.idSeccion };
};

export const programacionDocenteSecurityCases = {
  // The brand has one campus without a process: every allowed caller sends the same create,
  // which the first makes and the others' retries answer.
  crearProcesoProgramacion: async () => ({ claveIdempotencia: 'seguridad-proceso-nuevo' }),
  actualizarProcesoProgramacion: async (api, who) => {
    const current = (
      await api.call(who.usuario, { url: '/api/main/admin/programacionDocente/1' })
    ).json();
    return {
      fechaApertura: current.fechaApertura,
      fechaCierre: current.fechaCierre,
      version: current.version,
    };
  },
  obtenerSeccionProceso: anySection,
  listarCandidatosSeccion: anySection,
  listarPostulantesSeccion: anySection,
  asignarSeccionProceso: (api, who) => assignable(api, who.usuario),
  aprobarSeccionProceso: proposed,
  rechazarSeccionProceso: proposed,
} satisfies SecurityCases<operations>;
