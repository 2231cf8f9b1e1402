// @vitest-environment node
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { createTestClock } from '../../test/testClock.ts';
import { attendanceTexts } from './texts.ts';

const MAIN = '/api/main';
// Monday 14 September 2026, 10:00 in Lima: the demo placed its classes of today around it.
const START = Date.UTC(2026, 8, 14, 15, 0, 0);

interface ClaseHorario {
  idSesion: number;
  descripcionCurso: string;
  fechaInicio: string;
  tipoModalidad: string;
  docenteNombre: string | null;
  cantidadAlumnos: number | null;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: createTestClock(START).clock });
});
afterAll(() => api.app.close());

const week = (usuario: string, role: string, fechaInicio: string, fechaFin: string) =>
  api.call(usuario, {
    url: `${MAIN}/horario/${role}/horario`,
    query: { fechaInicio, fechaFin },
  });

describe('obtenerHorario', () => {
  it("lists the student's week in order, with the teacher's name", async () => {
    const response = await week('alumno', 'alumno', '2026-09-14', '2026-09-20');
    expect(response.statusCode).toBe(200);
    const classes: ClaseHorario[] = response.json().results;
    expect(classes.length).toBeGreaterThan(5);
    const starts = classes.map((item) => Date.parse(item.fechaInicio));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThanOrEqual(Date.UTC(2026, 8, 14, 5));
    expect(starts.at(-1)).toBeLessThan(Date.UTC(2026, 8, 21, 5));
    expect(classes.every((item) => item.docenteNombre && item.cantidadAlumnos === null)).toBe(true);
    expect(new Set(classes.map((item) => item.tipoModalidad))).toEqual(
      new Set(['VIRTUAL', 'PRESENCIAL']),
    );
  });

  it("gives teachers their sections' head count instead of a name", async () => {
    const classes: ClaseHorario[] = (
      await week('docente', 'docente', '2026-09-14', '2026-09-20')
    ).json().results;
    expect(classes.length).toBeGreaterThan(5);
    expect(
      classes.every((item) => item.docenteNombre === null && item.cantidadAlumnos !== null),
    ).toBe(true);
  });

  it('is empty for a week outside the period', async () => {
    const classes = (await week('alumno', 'alumno', '2027-02-01', '2027-02-07')).json().results;
    expect(classes).toEqual([]);
  });

  it('asks for seven days, and each role for its own schedule', async () => {
    const short = await week('alumno', 'alumno', '2026-09-14', '2026-09-19');
    expect(short.statusCode).toBe(400);
    expect(short.json().messagePublic).toBe(attendanceTexts.week);
    expect((await week('alumno', 'alumno', '2026-09-14', 'mañana')).statusCode).toBe(400);
    expect((await week('docente', 'alumno', '2026-09-14', '2026-09-20')).statusCode).toBe(403);
    expect((await week('alumno', 'docente', '2026-09-14', '2026-09-20')).statusCode).toBe(403);
    expect((await week('colaborador', 'alumno', '2026-09-14', '2026-09-20')).statusCode).toBe(403);
    expect((await week(null as never, 'alumno', '2026-09-14', '2026-09-20')).statusCode).toBe(401);
  });
});

describe('calendar subscription', () => {
  const subscription = async (usuario: string, renew = false) => {
    const response = await api.call(usuario, {
      method: renew ? 'POST' : 'GET',
      url: `${MAIN}/horario/calendario${renew ? '/regenerar' : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().results.url as string;
  };

  it("serves the owner's classes as a valid iCalendar in Lima time, without a session", async () => {
    const url = await subscription('alumno');
    expect(await subscription('alumno')).toBe(url);
    const response = await api.call(null, { url: `${MAIN}${url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Lima');
    // Times read in the feed's own zone, as a calendar application reads them.
    ICAL.TimezoneService.register(zone!);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const own: ClaseHorario[] = (await week('alumno', 'alumno', '2026-09-14', '2026-09-20')).json()
      .results;
    for (const item of own) {
      const event = events.find((candidate) =>
        candidate.uid.startsWith(`sesion-${item.idSesion}@`),
      );
      expect(event, item.descripcionCurso).toBeDefined();
      expect(event!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
        'America/Lima',
      );
      expect(event!.startDate.toJSDate().getTime()).toBe(Date.parse(item.fechaInicio));
      expect(event!.summary).toContain(item.descripcionCurso);
      expect(event!.summary).toMatch(/\(Clase (virtual|presencial|asincrónica)\)$/);
    }
    const stamp = events[0].component.getFirstProperty('dtstamp')!.getFirstValue() as ICAL.Time;
    expect(stamp.zone?.tzid).toBe('UTC');
  });

  it('stops answering the old address once a new one is made, and refuses other roles', async () => {
    const old = await subscription('docente');
    const renewed = await subscription('docente', true);
    expect(renewed).not.toBe(old);
    expect((await api.call(null, { url: `${MAIN}${old}` })).statusCode).toBe(404);
    expect((await api.call(null, { url: `${MAIN}${renewed}` })).statusCode).toBe(200);
    const bad = await api.call(null, { url: `${MAIN}/horario/calendario/corto/horario.ics` });
    expect(bad.statusCode).toBe(400);
    const colaborador = await api.call('colaborador', { url: `${MAIN}/horario/calendario` });
    expect(colaborador.statusCode).toBe(403);
  });
});
