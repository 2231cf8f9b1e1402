import type { operations } from '../../../generated/main/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import type { TestApi } from '../../test/testApi.ts';

const MAIN = '/api/main';

/** Free slots of the seeded window (the test clock's two weeks), of every psychologist. */
async function freeSlots(api: TestApi, who: DemoRole): Promise<number[]> {
  const response = await api.call(who.usuario, {
    url: `${MAIN}/asesoria/alumno/disponibles?fechaInicio=2026-09-14&fechaFin=2026-09-27`,
  });
  return (response.json().results as Array<{ idAsesoria: number }>).map((s) => s.idAsesoria);
}

/** The student's upcoming appointment, booked now when they hold none. */
async function upcoming(api: TestApi, who: DemoRole): Promise<number> {
  const list = await api.call(who.usuario, { url: `${MAIN}/asesoria/alumno/citas` });
  const open = (list.json().results as Array<{ idCita: number; modificable: boolean }>).find(
    (cita) => cita.modificable,
  );
  if (open) return open.idCita;
  const [slot] = await freeSlots(api, who);
  const made = await api.call(who.usuario, {
    method: 'POST',
    url: `${MAIN}/asesoria/alumno/agendar`,
    payload: {
      claveIdempotencia: `seguridad-${who.usuario}-${slot}`,
      idAsesoria: slot,
      modalidad: 'VIRTUAL',
      motivo: 'Prueba de seguridad.',
    },
  });
  return made.json().results.idCita as number;
}

export const asesoriaSecurityCases = {
  // A student with no upcoming appointment books a free slot.
  agendarAsesoria: async (api, who) => ({ idAsesoria: (await freeSlots(api, who))[0] }),
  cancelarCitaAlumno: async (api, who) => ({ idCita: await upcoming(api, who) }),
  reprogramarCitaAlumno: async (api, who) => ({
    idCita: await upcoming(api, who),
    idAsesoria: (await freeSlots(api, who))[0],
  }),
  guardarNotasCitaPsicologo: async (api, who) => {
    const sessions = await api.call(who.usuario, { url: `${MAIN}/asesoria/psicologo/citas` });
    return { idCita: (sessions.json().results as Array<{ idCita: number }>)[0]!.idCita };
  },
  // Its student or psychologist reads an appointment's file; a coordinator any (the demo
  // psychologist's first).
  descargarCitaCalendario: async (api, who) => {
    if (who.tip === 1) return { idCita: await upcoming(api, who) };
    const sessions = await api.call('psicologo', { url: `${MAIN}/asesoria/psicologo/citas` });
    return { idCita: (sessions.json().results as Array<{ idCita: number }>)[0]!.idCita };
  },
} satisfies SecurityCases<operations>;
