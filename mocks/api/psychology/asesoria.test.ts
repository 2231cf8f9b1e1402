// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limaInstantOf } from '../../../src/lib/psychology/slotRules.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { psychologyTexts as texts } from './texts.ts';

// The test clock starts on Monday 14 September 2026, 10:00 in Lima; the seed (mocks/seed/
// psychology.ts) opened psicologo's Tuesdays and Thursdays (09:00-10:30, 15:00-16:00) up to the
// window's end, Sunday 27 September, but for Thursday 24, a holiday of the brand HZT.
const MAIN = '/api/main';
const HOUR = 3_600_000;
const at = (day: string, time: string) => new Date(limaInstantOf(day, time)).toISOString();
const halfHourAfter = (iso: string) => new Date(Date.parse(iso) + HOUR / 2).toISOString();
const opening = (day: string, time: string) => ({
  idAsesoria: -1,
  fechaInicio: at(day, time),
  fechaFin: halfHourAfter(at(day, time)),
});

interface Slot {
  idAsesoria: number;
  fechaHoraInicio: string;
  estado: 'disponible' | 'agendada';
}
interface Cita {
  idCita: number;
  fechaHoraInicio: string;
  estado: string;
  motivo: string;
  modificable: boolean;
  enlaceReunion: string | null;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const get = (usuario: string, url: string) => api.call(usuario, { url: `${MAIN}${url}` });
const post = (usuario: string, url: string, payload: object = {}) =>
  api.call(usuario, { method: 'POST', url: `${MAIN}${url}`, payload });

async function mySlots(from = '2026-09-14', to = '2026-09-27'): Promise<Slot[]> {
  const response = await get(
    'psicologo',
    `/asesoria/disponibilidad/psicologo?fechaInicio=${from}&fechaFin=${to}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

const save = (items: object[]) =>
  post('psicologo', '/asesoria/psicologo/guardardisponibilidad', {
    disponibilidadPsicologo: items,
  });

const slotAt = async (day: string, time: string) =>
  (await mySlots()).find((slot) => slot.fechaHoraInicio === at(day, time));

let keys = 0;
const book = (usuario: string, idAsesoria: number) =>
  post(usuario, '/asesoria/alumno/agendar', {
    claveIdempotencia: `clave-de-prueba-${(keys += 1)}-${usuario}`,
    idAsesoria,
    modalidad: 'VIRTUAL',
    motivo: 'Quisiera hablar sobre mi rendimiento.',
  });

const citas = async (usuario: string): Promise<Cita[]> =>
  (await get(usuario, '/asesoria/alumno/citas')).json().results;

const titles = async (usuario: string): Promise<string[]> => {
  const response = await api.call(usuario, {
    url: '/api/notifications/notification/list?page=1&pageSize=50',
  });
  return response.json().results.notifications.map((n: { title: string }) => n.title);
};

describe('who reads which calendar (spec §6)', () => {
  it('gives a psychologist their own calendar only, free and booked slots', async () => {
    const slots = await mySlots();
    expect(slots.length).toBeGreaterThan(10);
    expect(slots.some((slot) => slot.estado === 'agendada')).toBe(true);
    const other = await get(
      'psicologo',
      '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-20&idPsychologist=1003',
    );
    expect(other.statusCode).toBe(403);
  });

  it('refuses the admin operation to a psychologist and opens it to a coordinator', async () => {
    const query = '?fechaInicio=2026-09-14&fechaFin=2026-09-20&idPsychologist=1004';
    expect(
      (await get('psicologo', `/asesoria/admin/disponibilidad/psicologo${query}`)).statusCode,
    ).toBe(403);
    const read = await get('colaborador', `/asesoria/admin/disponibilidad/psicologo${query}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().results).toEqual(
      (await mySlots('2026-09-14', '2026-09-20')).map((slot) => expect.objectContaining(slot)),
    );
    expect(
      (
        await get(
          'colaborador',
          '/asesoria/admin/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-20&idPsychologist=1001',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          'colaborador',
          '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-20',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('reads at most 14 days, not 15', async () => {
    expect(
      (
        await get(
          'psicologo',
          '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-27',
        )
      ).statusCode,
    ).toBe(200);
    const long = await get(
      'psicologo',
      '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-28',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().messagePublic).toBe(texts.range);
  });

  it('tells the brand’s rules and holidays, the psychologist’s own or a named one for coordinators', async () => {
    const own = (await get('psicologo', '/asesoria/configuracion')).json().results;
    expect(own).toMatchObject({
      minutosAsesoria: 30,
      semanas: 2,
      sabadoHabilitado: false,
      domingoHabilitado: false,
      ultimoDiaEditable: '2026-09-27',
    });
    expect(own.feriados).toContainEqual({
      fecha: '2026-09-24',
      nombre: 'Aniversario de la sede central',
    });
    expect((await get('psicologo', '/asesoria/configuracion?idPsicologo=1003')).statusCode).toBe(
      403,
    );
    expect(
      (await get('colaborador', '/asesoria/configuracion?idPsicologo=1004')).json().results,
    ).toEqual(own);
  });
});

describe('saving availability (spec §5, §7, §8)', () => {
  it('opens the allowed slots and lists every refused one with its reason', async () => {
    const response = await save([
      opening('2026-09-21', '09:00'), // next Monday: opened
      opening('2026-09-25', '19:30'), // the last weekday of the window, its last slot: opened
      opening('2026-09-28', '09:00'), // the Monday after the window
      opening('2026-09-24', '11:00'), // the brand's holiday
      opening('2026-09-23', '11:00'), // the day before it: opened
      opening('2026-09-19', '09:00'), // Saturday
      opening('2026-09-20', '09:00'), // Sunday
      opening('2026-09-14', '09:30'), // earlier today
      opening('2026-09-14', '10:30'), // the next slot of today: opened
      {
        idAsesoria: -1,
        fechaInicio: at('2026-09-22', '11:15'),
        fechaFin: at('2026-09-22', '11:45'),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { guardados, eliminados, conflictos, agendasConflictos } = response.json().results;
    expect(response.json().messagePublic).toBe(texts.availabilitySaved);
    expect([guardados, eliminados, conflictos]).toEqual([4, 0, 6]);
    const reasons = Object.fromEntries(
      agendasConflictos.map((entry: { mensaje: string; observadas: unknown[] }) => [
        entry.mensaje,
        entry.observadas.length,
      ]),
    );
    expect(reasons).toEqual({
      [texts.conflicts['beyond-window']]: 1,
      [texts.conflicts.holiday]: 1,
      [texts.conflicts.saturday]: 1,
      [texts.conflicts.sunday]: 1,
      [texts.conflicts.past]: 1,
      [texts.conflicts.grid]: 1,
    });
    expect((await slotAt('2026-09-21', '09:00'))?.estado).toBe('disponible');
  });

  it('opens Saturday once the brand enables it', async () => {
    await api.call('superadmin', {
      method: 'POST',
      url: `${MAIN}/admin/parametro`,
      payload: {
        clave: 'EVA_DISPONIBILIDAD_SABADO',
        valor: '1',
        descripcion: 'Sábados en la sede central.',
        marca: 'HZT',
      },
    });
    const rules = (await get('psicologo', '/asesoria/configuracion')).json().results;
    expect(rules.sabadoHabilitado).toBe(true);
    const response = await save([opening('2026-09-19', '09:00')]);
    expect(response.json().results.guardados).toBe(1);
  });

  it('closes a free slot and never a booked one (no silent cancellation)', async () => {
    const booked = (await mySlots()).find((slot) => slot.estado === 'agendada')!;
    const free = (await slotAt('2026-09-21', '09:00'))!;
    const response = await save([
      {
        idAsesoria: free.idAsesoria,
        fechaInicio: free.fechaHoraInicio,
        fechaFin: halfHourAfter(free.fechaHoraInicio),
      },
      {
        idAsesoria: booked.idAsesoria,
        fechaInicio: booked.fechaHoraInicio,
        fechaFin: halfHourAfter(booked.fechaHoraInicio),
      },
    ]);
    expect(response.json().results).toMatchObject({
      guardados: 0,
      eliminados: 1,
      conflictos: 1,
      agendasConflictos: [{ mensaje: texts.conflicts.booked }],
    });
    expect(await slotAt('2026-09-21', '09:00')).toBeUndefined();
    expect((await mySlots()).find((slot) => slot.idAsesoria === booked.idAsesoria)?.estado).toBe(
      'agendada',
    );
  });

  it('refuses another psychologist’s slot as unknown', async () => {
    const theirs = await get(
      'psicologo2',
      '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-14&fechaFin=2026-09-27',
    );
    const slot = (theirs.json().results as Slot[]).find((s) => s.estado === 'disponible')!;
    const response = await save([
      {
        idAsesoria: slot.idAsesoria,
        fechaInicio: slot.fechaHoraInicio,
        fechaFin: halfHourAfter(slot.fechaHoraInicio),
      },
    ]);
    expect(response.json().results.agendasConflictos[0].mensaje).toBe(texts.conflicts.unknown);
  });
});

describe('booking (the students’ side)', () => {
  let slot: Slot;
  beforeAll(async () => {
    await save([
      opening('2026-09-22', '12:00'),
      opening('2026-09-22', '12:30'),
      opening('2026-09-22', '13:00'),
    ]);
    slot = (await slotAt('2026-09-22', '12:00'))!;
  });

  it('shows students free slots only, without who booked the others', async () => {
    const response = await get(
      'alumno1',
      '/asesoria/alumno/disponibles?fechaInicio=2026-09-14&fechaFin=2026-09-27&idPsicologo=1004',
    );
    const free = response.json().results as Array<{ idAsesoria: number }>;
    const booked = (await mySlots())
      .filter((s) => s.estado === 'agendada')
      .map((s) => s.idAsesoria);
    expect(free.some((s) => s.idAsesoria === slot.idAsesoria)).toBe(true);
    expect(free.some((s) => booked.includes(s.idAsesoria))).toBe(false);
    expect(Object.keys(free[0]!).sort()).toEqual(
      ['fechaHoraFin', 'fechaHoraInicio', 'idAsesoria', 'idPsicologo', 'psicologo'].sort(),
    );
  });

  it('of two students booking one slot at the same moment, exactly one succeeds', async () => {
    const [first, second] = await Promise.all([
      book('alumno1', slot.idAsesoria),
      book('alumno2', slot.idAsesoria),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().messagePublic).toBe(texts.taken);
    expect((await slotAt('2026-09-22', '12:00'))?.estado).toBe('agendada');
  });

  it('notifies both sides of a booking', async () => {
    const winner = (await citas('alumno1')).length > 0 ? 'alumno1' : 'alumno2';
    expect(await titles(winner)).toContain(texts.notify.bookedStudentTitle);
    expect(await titles('psicologo')).toContain(texts.notify.bookedPsychologistTitle);
  });

  it('answers a retry with the same key with the same appointment', async () => {
    const other = (await slotAt('2026-09-22', '12:30'))!;
    const payload = {
      claveIdempotencia: 'clave-repetida-0001',
      idAsesoria: other.idAsesoria,
      modalidad: 'PRESENCIAL',
      motivo: 'Orientación vocacional.',
    };
    const once = await post('alumno3', '/asesoria/alumno/agendar', payload);
    const twice = await post('alumno3', '/asesoria/alumno/agendar', payload);
    expect(once.statusCode).toBe(200);
    expect(twice.json().results.idCita).toBe(once.json().results.idCita);
    expect(once.json().results.enlaceReunion).toBeNull();
  });

  it('keeps one upcoming appointment per student', async () => {
    const third = (await slotAt('2026-09-22', '13:00'))!;
    const response = await book('alumno3', third.idAsesoria);
    expect(response.statusCode).toBe(409);
    expect(response.json().messagePublic).toBe(texts.oneUpcoming);
  });

  it('lets a student cancel their own appointment, not another’s, and frees the slot', async () => {
    const [mine] = await citas('alumno3');
    const theirs = await post('alumno4', `/asesoria/alumno/citas/${mine!.idCita}/cancelar`);
    expect(theirs.statusCode).toBe(403);
    const cancelled = await post('alumno3', `/asesoria/alumno/citas/${mine!.idCita}/cancelar`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().results.estado).toBe('CANCELADA');
    expect((await slotAt('2026-09-22', '12:30'))?.estado).toBe('disponible');
    expect(await titles('alumno3')).toContain(texts.notify.cancelledStudentTitle);
    expect(await titles('psicologo')).toContain(texts.notify.cancelledPsychologistTitle);
    const again = await post('alumno3', `/asesoria/alumno/citas/${mine!.idCita}/cancelar`);
    expect(again.json().messagePublic).toBe(texts.notUpcoming);
  });

  it('reschedules to a free slot, not to a booked one', async () => {
    const target = (await slotAt('2026-09-22', '13:00'))!;
    const booked = (await slotAt('2026-09-22', '12:00'))!;
    const made = await book('alumno3', (await slotAt('2026-09-22', '12:30'))!.idAsesoria);
    const id = made.json().results.idCita;
    const onto = await post('alumno3', `/asesoria/alumno/citas/${id}/reprogramar`, {
      idAsesoria: booked.idAsesoria,
    });
    expect(onto.statusCode).toBe(409);
    const moved = await post('alumno3', `/asesoria/alumno/citas/${id}/reprogramar`, {
      idAsesoria: target.idAsesoria,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().results.fechaHoraInicio).toBe(target.fechaHoraInicio);
    expect((await slotAt('2026-09-22', '12:30'))?.estado).toBe('disponible');
  });

  it('shows a psychologist their sessions with their notes, and a student never', async () => {
    const sessions = (await get('psicologo', '/asesoria/psicologo/citas')).json().results;
    expect(sessions.some((s: { notas: string | null }) => s.notas !== null)).toBe(true);
    const own = await citas('alumno');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((cita) => !('notas' in cita))).toBe(true);
    expect((await get('alumno', '/asesoria/psicologo/citas')).statusCode).toBe(403);
  });

  it('keeps a psychologist’s notes of their own session only, never shown to the student', async () => {
    const [session] = (await get('psicologo', '/asesoria/psicologo/citas')).json().results;
    const url = `${MAIN}/asesoria/psicologo/citas/${session.idCita}/notas`;
    const theirs = await api.call('psicologo2', {
      method: 'PUT',
      url,
      payload: { notas: 'Ajena.' },
    });
    expect(theirs.statusCode).toBe(403);
    const saved = await api.call('psicologo', {
      method: 'PUT',
      url,
      payload: { notas: '  Seguimiento en dos semanas.  ' },
    });
    expect(saved.json().messagePublic).toBe(texts.notesSaved);
    const after = (await get('psicologo', '/asesoria/psicologo/citas')).json().results;
    expect(after.find((s: { idCita: number }) => s.idCita === session.idCita).notas).toBe(
      'Seguimiento en dos semanas.',
    );
    const tooLong = await api.call('psicologo', {
      method: 'PUT',
      url,
      payload: { notas: 'a'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const longest = await api.call('psicologo', {
      method: 'PUT',
      url,
      payload: { notas: 'a'.repeat(2000) },
    });
    expect(longest.statusCode).toBe(200);
    expect(
      (
        await api.call('psicologo', {
          method: 'PUT',
          url: `${MAIN}/asesoria/psicologo/citas/999999/notas`,
          payload: { notas: null },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives an appointment’s calendar file to its two sides and coordinators only', async () => {
    const [cita] = await citas('alumno3');
    const url = `/asesoria/citas/${cita!.idCita}/cita.ics`;
    const student = await get('alumno3', url);
    expect(student.statusCode).toBe(200);
    expect(student.headers['content-type']).toMatch(/^text\/calendar/);
    expect(student.body).toMatch(/BEGIN:VEVENT[\s\S]*UID:cita-\d+@campus\.example/);
    expect(student.body).not.toContain('rendimiento');
    expect((await get('psicologo', url)).statusCode).toBe(200);
    expect((await get('colaborador', url)).statusCode).toBe(200);
    expect((await get('alumno4', url)).statusCode).toBe(403);
    expect((await get('psicologo2', url)).statusCode).toBe(403);
  });
});

describe('the cut-off (12 hours before)', () => {
  let clockApi: TestApi;
  beforeAll(async () => {
    clockApi = await createTestApi();
  });
  afterAll(() => clockApi.app.close());

  it('books and cancels until 12 hours before the start, not after', async () => {
    const call = (usuario: string, url: string, payload?: object) =>
      clockApi.call(usuario, { method: payload ? 'POST' : 'GET', url: `${MAIN}${url}`, payload });
    const bookAs = (usuario: string, idAsesoria: number) =>
      call(usuario, '/asesoria/alumno/agendar', {
        claveIdempotencia: `clave-de-corte-${usuario}`,
        idAsesoria,
        modalidad: 'VIRTUAL',
        motivo: 'Estrés.',
      });
    // Tuesday 15 September 09:00 is 23 hours ahead, 08:30 (opened now) 22.5.
    await call('psicologo', '/asesoria/psicologo/guardardisponibilidad', {
      disponibilidadPsicologo: [opening('2026-09-15', '08:30')],
    });
    const slots = (
      await call(
        'psicologo',
        '/asesoria/disponibilidad/psicologo?fechaInicio=2026-09-15&fechaFin=2026-09-15',
      )
    ).json().results as Slot[];
    const early = slots.find((slot) => slot.fechaHoraInicio === at('2026-09-15', '08:30'))!;
    const nine = slots.find((slot) => slot.fechaHoraInicio === at('2026-09-15', '09:00'))!;
    clockApi.advance(11 * HOUR);
    const made = await bookAs('alumno5', nine.idAsesoria);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().results.modificable).toBe(true);
    expect((await bookAs('alumno6', early.idAsesoria)).statusCode).toBe(400);
    clockApi.advance(1);
    const cancel = await call(
      'alumno5',
      `/asesoria/alumno/citas/${made.json().results.idCita}/cancelar`,
      {},
    );
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().messagePublic).toBe(texts.cutoff(12));
  });
});
