// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { MAX_WINDOW_DAYS } from './evaluacionSustitutoria.ts';
import { substituteTexts } from './texts.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-substitute-'));
let api: TestApi;
let db: DatabaseSync;
const teacher = 'docente';
beforeAll(async () => {
  api = await createTestApi({ dbFile: join(dir, 'campus.db'), seed: { students: 40 } });
  db = new DatabaseSync(join(dir, 'campus.db'), { readOnly: true });
});
afterAll(async () => {
  db.close();
  await api.app.close();
});

const DAY = 86_400_000;
const BASE = '/api/main/tramitesolicitudsae';

interface Estudiante {
  idSolicitud: number;
  estudiante: string;
  nota: string | null;
  notaReemplazada: string | null;
  evaluacionReemplazada: string | null;
  registradaPor: string | null;
}
interface Evaluacion {
  idEvaluacion: number;
  version: number;
  curso: { idCurso: number; nombre: string };
  fechaInicio: string;
  fechaFin: string;
  estado: 'PROGRAMADA' | 'ABIERTA' | 'CERRADA';
  estudiantes: Estudiante[];
}

const call = (usuario: string | null, url: string, payload?: object) =>
  api.call(usuario, { method: payload ? 'POST' : 'GET', url: `${BASE}${url}`, payload });
const office = async () =>
  (await call('superadmin', '/listar/sustiturios')).json().results as {
    periodo: string;
    evaluaciones: Evaluacion[];
    pendientes: { idCurso: number; solicitudes: number }[];
  };
const teacherWindows = async (usuario = teacher) =>
  (await call(usuario, '/evaluacionsustitutoria/docente/obtener')).json().results as Evaluacion[];
const byState = (windows: Evaluacion[], estado: Evaluacion['estado']) =>
  windows.find((window) => window.estado === estado)!;
const record = (usuario: string, idEvaluacion: number, idSolicitud: number, nota: string) =>
  call(usuario, '/evaluacionsustitutoria/docente/guardar', {
    idEvaluacion,
    notas: [{ idSolicitud, nota }],
  });

/** The requester's username and the section of the request's course, from the database. */
function seatOf(requestId: number) {
  return db
    .prepare(
      `SELECT u.username, s.id AS sectionId FROM procedure_requests r JOIN users u ON u.id = r.requester_id
        JOIN section_students ss ON ss.enrolment_id = r.enrolment_id
        JOIN sections s ON s.id = ss.section_id
        JOIN procedure_answers a ON a.request_id = r.id AND a.value = CAST(s.course_id AS TEXT)
        WHERE r.id = ?`,
    )
    .get(requestId) as { username: string; sectionId: number };
}

describe('listarSustitutorios', () => {
  it("lists the period's windows (open, closed, ahead) with their students, and the courses waiting", async () => {
    const { periodo, evaluaciones, pendientes } = await office();
    expect(periodo).toMatch(/^\d{4}-(I|II)$/);
    expect(evaluaciones.map((window) => window.estado).sort()).toEqual([
      'ABIERTA',
      'CERRADA',
      'PROGRAMADA',
    ]);
    expect(byState(evaluaciones, 'ABIERTA').estudiantes[0]).toMatchObject({ nota: null });
    expect(byState(evaluaciones, 'CERRADA').estudiantes[0]).toMatchObject({
      nota: '15',
      registradaPor: 'DOCENTE',
    });
    expect(byState(evaluaciones, 'CERRADA').estudiantes[0]!.evaluacionReemplazada).toBeTruthy();
    expect(byState(evaluaciones, 'PROGRAMADA').estudiantes.length).toBeGreaterThan(0);
    for (const pending of pendientes) {
      expect(evaluaciones.some((w) => w.curso.idCurso === pending.idCurso)).toBe(false);
    }
  });

  it('is for superadmins: other admin-type users, teachers and students get 403', async () => {
    for (const usuario of ['colaborador', 'docente', 'alumno']) {
      expect((await call(usuario, '/listar/sustiturios')).statusCode, usuario).toBe(403);
    }
    expect((await call(null, '/listar/sustiturios')).statusCode).toBe(401);
    expect((await call('alumno', '/evaluacionsustitutoria/docente/obtener')).statusCode).toBe(403);
  });
});

describe('guardarSustitutorioDocente', () => {
  it("records the grade over the student's lowest evaluation, which the student's course marks", async () => {
    const open = byState(await teacherWindows(), 'ABIERTA');
    const student = open.estudiantes[0]!;
    const seat = seatOf(student.idSolicitud);
    const before = (
      await api.call(seat.username, { url: `/api/main/cursos/seccion/${seat.sectionId}/detalle` })
    ).json().results.notas as { name: string; score: string | null }[];
    const graded = before.filter((n) => n.score !== null && n.score !== 'NSP');
    const lowest = [...graded].sort((a, b) => Number(a.score) - Number(b.score))[0]!;

    const saved = await record(teacher, open.idEvaluacion, student.idSolicitud, '14');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messagePublic).toBe(substituteTexts.recorded);
    expect(saved.json().results.estudiantes[0]).toMatchObject({
      nota: '14',
      notaReemplazada: lowest.score,
      evaluacionReemplazada: lowest.name,
      registradaPor: 'DOCENTE',
    });
    const after = (
      await api.call(seat.username, { url: `/api/main/cursos/seccion/${seat.sectionId}/detalle` })
    ).json().results.notas as { name: string; score: string; esEvaluacionSustitutoria: boolean }[];
    expect(after.find((n) => n.esEvaluacionSustitutoria)).toMatchObject({
      name: lowest.name,
      score: '14',
    });

    // A correction within the window changes the same evaluation, and keeps what it replaced.
    const corrected = await record(teacher, open.idEvaluacion, student.idSolicitud, '20');
    expect(corrected.json().results.estudiantes[0]).toMatchObject({
      nota: '20',
      notaReemplazada: lowest.score,
    });
  });

  it('takes 0 to 20 with two decimals at most', async () => {
    const open = byState(await teacherWindows(), 'ABIERTA');
    const id = open.estudiantes[0]!.idSolicitud;
    for (const nota of ['0', '20', '12.75']) {
      expect((await record(teacher, open.idEvaluacion, id, nota)).statusCode, nota).toBe(200);
    }
    for (const nota of ['-1', '20.01', '12.755', 'NSP']) {
      const refused = await record(teacher, open.idEvaluacion, id, nota);
      expect(refused.statusCode, nota).toBe(400);
      expect(refused.json().messagePublic).toBe(substituteTexts.grade);
    }
  });

  it("refuses a closed window, another teacher's student, and a student who did not ask", async () => {
    const windows = await teacherWindows();
    const closed = byState(windows, 'CERRADA');
    const refused = await record(
      teacher,
      closed.idEvaluacion,
      closed.estudiantes[0]!.idSolicitud,
      '18',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messagePublic).toMatch(
      /^La evaluación sustitutoria cerró el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\. Ya no puedes registrar notas\.$/,
    );

    const other = db
      .prepare('SELECT username FROM users WHERE tip = 2 AND username <> ? ORDER BY id LIMIT 1')
      .get(teacher) as { username: string };
    const open = byState(windows, 'ABIERTA');
    expect(
      (await record(other.username, open.idEvaluacion, open.estudiantes[0]!.idSolicitud, '11'))
        .statusCode,
    ).toBe(403);
    const stranger = await record(teacher, open.idEvaluacion, 999_999, '11');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().messagePublic).toBe(substituteTexts.notRequested);
    expect((await record(teacher, 999_999, 1, '11')).statusCode).toBe(404);
  });

  it('takes grades up to the last minute of the window, not after; the registry may still record', async () => {
    const open = byState(await teacherWindows(), 'ABIERTA');
    const id = open.estudiantes[0]!.idSolicitud;
    // The seed opened it two days before the test API's clock.
    const now = Date.parse(open.fechaInicio) + 2 * DAY;
    const move = async (closesAt: number, version: number) =>
      (
        await call('superadmin', '/sustiturio/registrar', {
          idEvaluacion: open.idEvaluacion,
          version,
          idCurso: open.curso.idCurso,
          fechaInicio: open.fechaInicio,
          fechaFin: new Date(closesAt).toISOString(),
        })
      ).json().results as Evaluacion;
    let window = await move(now + 60_000, open.version);
    expect(window.estado).toBe('ABIERTA');
    expect((await record(teacher, open.idEvaluacion, id, '13')).statusCode).toBe(200);
    window = await move(now - 60_000, window.version);
    expect(window.estado).toBe('CERRADA');
    const late = await record(teacher, open.idEvaluacion, id, '13');
    expect(late.statusCode).toBe(400);
    expect(late.json().messagePublic).toMatch(/^La evaluación sustitutoria cerró el /);
    const registry = await call('superadmin', '/sustitutorio/grabarnotas', {
      idEvaluacion: open.idEvaluacion,
      notas: [{ idSolicitud: id, nota: '12' }],
    });
    expect(registry.json().results.estudiantes[0]).toMatchObject({
      nota: '12',
      registradaPor: 'REGISTRO',
    });
    await move(Date.parse(open.fechaFin), window.version);
  });
});

describe('registrarSustitutorio and grabarNotasSustitutorio', () => {
  it('opens a window for a waiting course once; moves it by its version; refuses bad dates', async () => {
    const { evaluaciones } = await office();
    // A course taught this period without a window.
    const course = db
      .prepare(
        `SELECT s.course_id AS idCurso FROM sections s JOIN periods p ON p.id = s.period_id
          WHERE p.is_current = 1 AND NOT EXISTS (SELECT 1 FROM substitute_windows w
            WHERE w.course_id = s.course_id AND w.period_id = p.id) LIMIT 1`,
      )
      .get() as { idCurso: number };
    const start = Date.now();
    const iso = (at: number) => new Date(at).toISOString();
    const open = (body: object) => call('superadmin', '/sustiturio/registrar', body);

    const backwards = await open({
      idCurso: course.idCurso,
      fechaInicio: iso(start),
      fechaFin: iso(start),
    });
    expect(backwards.json().errors.fechaFin).toEqual([substituteTexts.order]);
    const tooLong = await open({
      idCurso: course.idCurso,
      fechaInicio: iso(start),
      fechaFin: iso(start + 30 * DAY + 60_000),
    });
    expect(tooLong.json().errors.fechaFin).toEqual([substituteTexts.tooLong(MAX_WINDOW_DAYS)]);

    const created = await open({
      idCurso: course.idCurso,
      fechaInicio: iso(start),
      fechaFin: iso(start + 30 * DAY),
    });
    expect(created.statusCode).toBe(200);
    const window = created.json().results as Evaluacion;
    const again = await open({
      idCurso: course.idCurso,
      fechaInicio: iso(start),
      fechaFin: iso(start + DAY),
    });
    expect(again.json().errors.idCurso).toEqual([substituteTexts.taken]);

    const move = {
      idEvaluacion: window.idEvaluacion,
      idCurso: course.idCurso,
      fechaInicio: iso(start),
      fechaFin: iso(start + 2 * DAY),
    };
    expect((await open({ ...move, version: window.version })).json().results.version).toBe(
      window.version + 1,
    );
    expect((await open({ ...move, version: window.version })).statusCode).toBe(409);
    const otherCourse = evaluaciones[0]!.curso.idCurso;
    const moved = await open({ ...move, idCurso: otherCourse, version: window.version + 1 });
    expect(moved.json().errors.idCurso).toEqual([substituteTexts.courseFixed]);
  });

  it('refuses a course not taught this period, and grades before the window opens', async () => {
    const untaught = { id: 999_999 };
    const at = new Date().toISOString();
    const refused = await call('superadmin', '/sustiturio/registrar', {
      idCurso: untaught.id,
      fechaInicio: at,
      fechaFin: new Date(Date.now() + DAY).toISOString(),
    });
    expect(refused.json().errors.idCurso).toEqual([substituteTexts.notTaught]);

    const ahead = byState((await office()).evaluaciones, 'PROGRAMADA');
    const early = await call('superadmin', '/sustitutorio/grabarnotas', {
      idEvaluacion: ahead.idEvaluacion,
      notas: [{ idSolicitud: ahead.estudiantes[0]!.idSolicitud, nota: '12' }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().messagePublic).toMatch(/^La evaluación sustitutoria abre el /);
    expect(
      (
        await call('docente', '/sustitutorio/grabarnotas', {
          idEvaluacion: 1,
          notas: [{ idSolicitud: 1, nota: '1' }],
        })
      ).statusCode,
    ).toBe(403);
  });
});
