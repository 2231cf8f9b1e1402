// @vitest-environment node
// Every psychological orientation operation (issue 38) through `prism proxy --errors`: requests
// and answers must match the contract. The run's clock stands still (contractNow), so the window
// is the current week and the next. Refusals are tested on the demo API itself (asesoria.test.ts).
import { describe, expect, it } from 'vitest';
import { limaDayOf, limaInstantOf, addDays, mondayOf } from '../../../src/lib/psychology/slotRules.ts';
import { callOk, contractNow, loginAs, serviceUrl } from '../../test/contractClient.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

const monday = mondayOf(limaDayOf(contractNow()));
const twoWeeks = `fechaInicio=${monday}&fechaFin=${addDays(monday, 13)}`;

describe('main API psychological orientation', () => {
  it('a psychologist opens a slot, a coordinator reads it, a student books, reads and cancels it', async () => {
    const psychologist = await loginAs('psicologo');
    const token = psychologist.token;
    await main('/asesoria/configuracion', { token });
    await main(`/asesoria/disponibilidad/psicologo?${twoWeeks}`, { token });
    const nextMonday = addDays(monday, 7);
    const start = limaInstantOf(nextMonday, '08:00');
    const saved = await main('/asesoria/psicologo/guardardisponibilidad', {
      method: 'POST',
      token,
      body: {
        disponibilidadPsicologo: [
          {
            idAsesoria: -1,
            fechaInicio: new Date(start).toISOString(),
            fechaFin: new Date(start + 1_800_000).toISOString(),
          },
        ],
      },
    });
    expect(saved.body.messagePublic).toBe('Se guardo la disponibilidad de las asesorías.');

    const coordinator = (await loginAs('colaborador')).token;
    await main('/asesoria/psicologos', { token: coordinator });
    await main(
      `/asesoria/admin/disponibilidad/psicologo?${twoWeeks}&idPsychologist=${psychologist.idUsuario}`,
      { token: coordinator },
    );

    const student = (await loginAs('alumno')).token;
    await main('/asesoria/psicologos', { token: student });
    const free = (
      await main(`/asesoria/alumno/disponibles?${twoWeeks}&idPsicologo=${psychologist.idUsuario}`, {
        token: student,
      })
    ).body.results as Array<{ idAsesoria: number; fechaHoraInicio: string }>;
    const mine = free.find((slot) => slot.fechaHoraInicio === new Date(start).toISOString())!;
    const booked = await main('/asesoria/alumno/agendar', {
      method: 'POST',
      token: student,
      body: {
        claveIdempotencia: crypto.randomUUID(),
        idAsesoria: mine.idAsesoria,
        modalidad: 'VIRTUAL',
        motivo: 'Quisiera conversar sobre mis hábitos de estudio.',
      },
    });
    const idCita = (booked.body.results as { idCita: number }).idCita;
    const other = free.find((slot) => slot.idAsesoria !== mine.idAsesoria)!;
    await main(`/asesoria/alumno/citas/${idCita}/reprogramar`, {
      method: 'POST',
      token: student,
      body: { idAsesoria: other.idAsesoria },
    });
    await main('/asesoria/alumno/citas', { token: student });
    const sessions = (await main('/asesoria/psicologo/citas', { token })).body.results as Array<{
      idCita: number;
    }>;
    await main(`/asesoria/psicologo/citas/${sessions[0]!.idCita}/notas`, {
      method: 'PUT',
      token,
      body: { notas: 'Primera sesión: organizar el tiempo de estudio.' },
    });
    const file = await fetch(`${serviceUrl('main')}/asesoria/citas/${idCita}/cita.ics`, {
      headers: { authorization: `Bearer ${student}`, accept: 'text/calendar' },
    });
    expect(file.headers.get('sl-violations')).toBeNull();
    expect(file.status).toBe(200);
    await main(`/asesoria/alumno/citas/${idCita}/cancelar`, { method: 'POST', token: student });
  });
});
