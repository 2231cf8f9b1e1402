// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { createTestClock } from '../../test/testClock.ts';
import { attendanceTexts } from './texts.ts';

// The demo places its classes around the test clock's start (mocks/seed/todaysClasses.ts), a
// Monday 10:00 in Lima; each case is found by how many minutes from then it starts. The demo
// accounts' day (DEMO_DAY) has one class at a time; the windows only overlapping classes show at
// one instant are a classmate's and a colleague's (WINDOW_CASES).
const MAIN = '/api/main';
const MINUTE = 60_000;
const START = Date.UTC(2026, 8, 14, 15, 0, 0);
const dir = mkdtempSync(join(tmpdir(), 'campus-attendance-'));

interface Clase {
  idSeccion: number;
  idSesion: number;
  idHorario: number;
  sesion: number;
  nombreCurso: string;
  fechaHoraInicio: string;
  tiempoInicio: string;
  tiempoFinaliza: string;
  estadoAsistencia: string | null;
  claseModalidad: string;
  esAsincronico: boolean;
  marcoDocente: boolean;
  horaMarca: string | null;
  linkTeams: string | null;
  enlaceTeams: boolean;
}

let api: TestApi;
/** A student of both classmate sections, and the colleague teaching the teacher's cases. */
let classmate: string;
let colleague: string;
beforeAll(async () => {
  const dbFile = join(dir, 'campus.db');
  api = await createTestApi({ dbFile, clock: createTestClock(START).clock });
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const sectionAt = `(SELECT section_id FROM class_sessions WHERE is_demo_case = 1
    AND starts_at = ?)`;
  const seated = `EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e
    ON e.id = ss.enrolment_id WHERE ss.section_id = ${sectionAt} AND e.student_id = u.id)`;
  classmate = (
    db
      .prepare(`SELECT username FROM users u WHERE ${seated} AND ${seated} ORDER BY u.id LIMIT 1`)
      .get(START - 13 * MINUTE, START - 15.5 * MINUTE) as { username: string }
  ).username;
  colleague = (
    db
      .prepare(
        `SELECT u.username FROM sections s JOIN users u ON u.id = s.teacher_id
          WHERE s.id = ${sectionAt}`,
      )
      .get(START - 25 * MINUTE) as { username: string }
  ).username;
  db.close();
});
afterAll(() => api.app.close());

const roleOf = (usuario: string) =>
  usuario === 'docente' || usuario === colleague ? 'docente' : 'alumno';

async function classes(usuario: string): Promise<Clase[]> {
  const response = await api.call(usuario, {
    url: `${MAIN}/asistencia/${roleOf(usuario)}/listarcursosactuales`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

/** The class of `usuario` starting `minutes` from the clock's start. */
async function caseAt(usuario: string, minutes: number): Promise<Clase> {
  const found = (await classes(usuario)).find(
    (item) => Date.parse(item.fechaHoraInicio) === START + minutes * MINUTE,
  );
  if (!found) throw new Error(`No class of ${usuario} starting at ${minutes} min`);
  return found;
}

const body = (item: Clase, extra: Record<string, unknown> = {}) => ({
  idSeccion: item.idSeccion,
  idSesion: item.idSesion,
  idHorario: item.idHorario,
  sesion: item.sesion,
  ...extra,
});

function mark(usuario: string, role: 'alumno' | 'docente', payload: Record<string, unknown>) {
  return api.call(usuario, {
    method: 'PATCH',
    url: `${MAIN}/asistencia/${role}/marcarasistencia`,
    payload,
  });
}

describe('listarCursosActuales', () => {
  it("lists the student's classes of today in order, with their windows", async () => {
    const today = await classes('alumno');
    expect(today.length).toBeGreaterThanOrEqual(6);
    const starts = today.map((item) => Date.parse(item.fechaHoraInicio));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const open = await caseAt('alumno', 0);
    expect(open).toMatchObject({
      claseModalidad: 'Virtual',
      enlaceTeams: true,
      estadoAsistencia: null,
    });
    expect(open.linkTeams).toMatch(/^https:\/\//);
    // 15 minutes before the start, through the minute of start plus 15.
    expect(Date.parse(open.tiempoInicio)).toBe(START - 15 * MINUTE);
    expect(Date.parse(open.tiempoFinaliza)).toBe(START + 16 * MINUTE - 1);
    expect((await caseAt('alumno', -180)).estadoAsistencia).toBe('A');
  });

  it('gives the teacher a later bound, and an absence once a window passed unmarked', async () => {
    const open = await caseAt('docente', 0);
    expect(Date.parse(open.tiempoFinaliza)).toBe(START + 31 * MINUTE - 1);
    expect((await caseAt('docente', -90)).estadoAsistencia).toBe('F');
    expect((await caseAt(colleague, -45)).estadoAsistencia).toBe('F');
    expect((await caseAt(colleague, -25)).estadoAsistencia).toBeNull();
  });

  it('answers each role on its own endpoint only', async () => {
    for (const [usuario, role] of [
      ['docente', 'alumno'],
      ['alumno', 'docente'],
      ['colaborador', 'alumno'],
      ['colaborador', 'docente'],
    ] as const) {
      const response = await api.call(usuario, {
        url: `${MAIN}/asistencia/${role}/listarcursosactuales`,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await api.call(null, {
      url: `${MAIN}/asistencia/alumno/listarcursosactuales`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('marcarAsistenciaAlumno', () => {
  it('marks present in an open window, once', async () => {
    const open = await caseAt('alumno', 0);
    const response = await mark('alumno', 'alumno', body(open));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      results: { resp: '10:00', estadoAsistencia: 'A' },
      messagePublic: attendanceTexts.saved,
    });
    expect((await caseAt('alumno', 0)).estadoAsistencia).toBe('A');
    const again = await mark('alumno', 'alumno', body(open));
    expect(again.statusCode).toBe(400);
    expect(again.json().messagePublic).toBe(attendanceTexts.marked);
  });

  it('marks late (T) in the last minute of the window', async () => {
    const late = await caseAt(classmate, -15.5);
    const response = await mark(classmate, 'alumno', body(late));
    expect(response.json().results.estadoAsistencia).toBe('T');
  });

  it('refuses a closed window, an in-person and an asynchronous class, each with its reason', async () => {
    const cases: [number, string][] = [
      [-90, attendanceTexts.closed],
      [120, attendanceTexts.inPerson],
      [240, attendanceTexts.async],
    ];
    for (const [minutes, message] of cases) {
      const response = await mark('alumno', 'alumno', body(await caseAt('alumno', minutes)));
      expect(response.statusCode).toBe(400);
      expect(response.json().messagePublic).toBe(message);
    }
  });

  it("refuses someone else's class (403) and an unknown one (404), never a 5xx", async () => {
    const teacherOnly = await caseAt('docente', 540);
    expect((await mark('alumno', 'alumno', body(teacherOnly))).statusCode).toBe(403);
    const open = await caseAt('alumno', 0);
    expect((await mark('alumno', 'alumno', body(open, { idSesion: 99_999_999 }))).statusCode).toBe(
      404,
    );
    expect(
      (await mark('alumno', 'alumno', body(open, { sesion: open.sesion + 1 }))).statusCode,
    ).toBe(404);
    expect((await mark('alumno', 'alumno', { idSeccion: 'x' })).statusCode).toBe(400);
    expect((await mark('docente', 'alumno', body(open))).statusCode).toBe(403);
  });
});

describe('marcarAsistenciaDocente', () => {
  it('marks present from any address on a virtual class, and keeps the address', async () => {
    const open = await caseAt('docente', 0);
    const response = await mark('docente', 'docente', body(open, { IpAsistencia: '190.12.4.8' }));
    expect(response.json().results).toEqual({ resp: '10:00', estadoAsistencia: 'A' });
    const student = await caseAt('alumno', 0);
    expect(student.marcoDocente).toBe(true);
  });

  it('marks late in the late window and refuses after it, telling whom to contact', async () => {
    const late = await mark(
      colleague,
      'docente',
      body(await caseAt(colleague, -25), {
        IpAsistencia: '10.20.3.3',
      }),
    );
    expect(late.json().results.estadoAsistencia).toBe('T');
    const over = await mark(
      colleague,
      'docente',
      body(await caseAt(colleague, -45), {
        IpAsistencia: '10.20.3.3',
      }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().messagePublic).toBe(attendanceTexts.lateWindowOver);
  });

  it('answers 300 for an in-person class marked off the campus network, and takes nothing', async () => {
    const inPerson = await caseAt(colleague, 10);
    const outside = await mark(colleague, 'docente', body(inPerson, { IpAsistencia: '0.0.0.0' }));
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({
      results: { resp: 300, estadoAsistencia: null },
      messagePublic: attendanceTexts.network,
    });
    expect((await caseAt(colleague, 10)).estadoAsistencia).toBeNull();
    const inside = await mark(colleague, 'docente', body(inPerson, { IpAsistencia: '10.20.8.1' }));
    expect(inside.json().results.estadoAsistencia).toBe('A');
  });

  it('refuses a section the teacher does not teach, and a missing address', async () => {
    const notTheirs = await caseAt('alumno', -180);
    const response = await mark(
      'docente',
      'docente',
      body(notTheirs, { IpAsistencia: '10.20.1.1' }),
    );
    expect(response.statusCode).toBe(403);
    const later = await caseAt('docente', 540);
    expect((await mark('docente', 'docente', body(later))).statusCode).toBe(400);
    const early = await mark('docente', 'docente', body(later, { IpAsistencia: '10.20.1.1' }));
    expect(early.json().messagePublic).toBe(attendanceTexts.notOpen);
  });
});

describe('obtenerAlertaMarcacionDocente', () => {
  it("lists the teacher's classes whose window passed unmarked", async () => {
    const response = await api.call('docente', { url: `${MAIN}/tarea/docente/marcaciondocalerta` });
    const alert = response.json().results;
    expect(alert.titulo).toBe(attendanceTexts.alertTitle);
    expect(
      alert.clases.map((c: { fechaHoraInicio: string }) => Date.parse(c.fechaHoraInicio)),
    ).toEqual([START - 90 * MINUTE]);
    const colleagues = await api.call(colleague, {
      url: `${MAIN}/tarea/docente/marcaciondocalerta`,
    });
    expect(
      colleagues
        .json()
        .results.clases.map((c: { fechaHoraInicio: string }) => Date.parse(c.fechaHoraInicio)),
    ).toEqual(expect.arrayContaining([START - 150 * MINUTE, START - 45 * MINUTE]));
    const student = await api.call('alumno', { url: `${MAIN}/tarea/docente/marcaciondocalerta` });
    expect(student.statusCode).toBe(403);
  });
});

describe('completarAlertaInasistencia', () => {
  it("closes the student's own absence alert, and no one else's", async () => {
    const flow = await api.call('alumno', {
      method: 'POST',
      url: `${MAIN}/usuario/flujo`,
      payload: { version: '1.0.0' },
    });
    const task = (flow.json().results.detalle as { idTarea: number; modulo: string }[]).find(
      (item) => item.modulo === 'inasistenciaAlerta',
    );
    expect(task).toBeDefined();
    const complete = (usuario: string, idTask: number) =>
      api.call(usuario, {
        method: 'POST',
        url: `${MAIN}/tarea/inasistenciaalerta/completar`,
        payload: { idTask },
      });
    expect((await complete('alumno1', task!.idTarea)).statusCode).toBe(403);
    expect((await complete('alumno', 99_999)).statusCode).toBe(404);
    expect((await complete('alumno', task!.idTarea)).statusCode).toBe(200);
    expect((await complete('docente', task!.idTarea)).statusCode).toBe(403);
  });
});
