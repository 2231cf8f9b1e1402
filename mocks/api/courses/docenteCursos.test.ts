// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { createTestClock } from '../../test/testClock.ts';
import { texts } from '../texts.ts';

type Schemas = components['schemas'];

// The demo's size, so the teacher's programme has a class's worth of students.
const demo = useTestApiWithDatabase({ seed: { students: 300 } });

const BASE = '/api/main/cursos/docente';
const get = async <T>(usuario: string, url: string) => {
  const response = await demo.api.call(usuario, { url: `${BASE}${url}` });
  return {
    status: response.statusCode,
    body: response.json() as { results: T; messagePublic: string },
  };
};
const teacherId = () =>
  (demo.db.prepare("SELECT id FROM users WHERE username = 'docente'").get() as { id: number }).id;
const sections = async () =>
  (await get<{ secciones: Schemas['SeccionDocenteResumen'][] }>('docente', '/listar')).body.results
    .secciones;

describe('listarCursosDocente', () => {
  it("lists the teacher's sections of the period with their students, by programme and module", async () => {
    const listed = await sections();
    const own = demo.db
      .prepare(
        `SELECT s.id, (SELECT count(*) FROM section_students ss WHERE ss.section_id = s.id) AS n
          FROM sections s JOIN periods p ON p.id = s.period_id AND p.is_current = 1
          WHERE s.teacher_id = ?`,
      )
      .all(teacherId()) as { id: number; n: number }[];
    expect(listed.map((section) => section.idSeccion).sort()).toEqual(own.map((s) => s.id).sort());
    for (const section of listed) {
      expect(section.estudiantes).toBe(own.find((s) => s.id === section.idSeccion)!.n);
    }
    // A class of the demo is as big as an institute's: the seed seats classmates.
    expect(Math.max(...listed.map((section) => section.estudiantes))).toBeGreaterThanOrEqual(15);
  });
});

/** The sessions held that count for a seat: those whose marking window closed after it. */
const heldSinceSeat = (sectionId: number, enrolmentId: number, now: number) =>
  (
    demo.db
      .prepare(
        `SELECT count(*) AS n FROM class_sessions cs JOIN section_students ss
          ON ss.section_id = cs.section_id AND ss.enrolment_id = ?
          WHERE cs.section_id = ? AND cs.starts_at <= ?
            AND cs.starts_at + (cs.top_tope + 1) * 60000 > coalesce(ss.seated_at, 0)`,
      )
      .get(enrolmentId, sectionId, now) as { n: number }
  ).n;

describe('obtenerSeccionDocente', () => {
  it("shows each student's attendance over the sessions held, its state and the current average", async () => {
    const [section] = (await sections()).sort((a, b) => b.estudiantes - a.estudiantes);
    const { body } = await get<Schemas['SeccionDocente']>(
      'docente',
      `/seccion/${section!.idSeccion}`,
    );
    const detail = body.results;
    expect(detail.alumnos).toHaveLength(section!.estudiantes);
    const now = createTestClock().clock();
    const held = (
      demo.db
        .prepare('SELECT count(*) AS n FROM class_sessions WHERE section_id = ? AND starts_at <= ?')
        .get(section!.idSeccion, now) as { n: number }
    ).n;
    expect(detail.sesionesDictadas).toBe(held);
    for (const student of detail.alumnos) {
      const { asistencia } = student;
      const own = heldSinceSeat(section!.idSeccion, student.idMatricula, now);
      expect(own).toBeLessThanOrEqual(held);
      expect(
        asistencia.asistencias + asistencia.tardanzas + asistencia.justificadas + asistencia.faltas,
      ).toBe(own);
      const share = own ? asistencia.faltas / own : 0;
      const expected = share > 0.3 ? 'DPI' : share >= 0.2 ? 'EN_RIESGO' : 'REGULAR';
      expect(student.estadoAsistencia).toBe(expected);
      expect(student.notas.map((nota) => nota.orden)).toEqual(
        detail.evaluaciones.map((evaluation) => evaluation.orden),
      );
    }
    // The seeded absentees make the flags visible.
    expect(detail.alumnos.some((student) => student.estadoAsistencia !== 'REGULAR')).toBe(true);
    expect(detail.evaluaciones.reduce((sum, item) => sum + item.porcentaje, 0)).toBe(100);
  });

  // Issue 54: a student seated after the first classes read absent from them on the roster.
  it('counts a newcomer only from the class after they took their seat, on the roster and per session', async () => {
    const [section] = (await sections()).sort((a, b) => b.estudiantes - a.estudiantes);
    const id = section!.idSeccion;
    const now = createTestClock().clock();
    const sessions = demo.db
      .prepare(
        'SELECT starts_at AS startsAt FROM class_sessions WHERE section_id = ? AND starts_at <= ? ORDER BY starts_at',
      )
      .all(id, now) as { startsAt: number }[];
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    const seat = demo.db
      .prepare(
        'SELECT enrolment_id AS enrolmentId FROM section_students WHERE section_id = ? AND seated_at IS NULL LIMIT 1',
      )
      .get(id) as { enrolmentId: number };
    // Seated during the third class, after its marking window: the first three are not theirs.
    const seatedAt = sessions[2]!.startsAt + 60 * 60_000;
    const writable = new DatabaseSync(demo.dbFile);
    const seatTaken = writable.prepare(
      'UPDATE section_students SET seated_at = ? WHERE section_id = ? AND enrolment_id = ?',
    );
    seatTaken.run(seatedAt, id, seat.enrolmentId);
    try {
      const { body } = await get<Schemas['SeccionDocente']>('docente', `/seccion/${id}`);
      const { asistencia } = body.results.alumnos.find(
        (student) => student.idMatricula === seat.enrolmentId,
      )!;
      expect(
        asistencia.asistencias + asistencia.tardanzas + asistencia.justificadas + asistencia.faltas,
      ).toBe(sessions.length - 3);
      const all = await get<{ sesiones: Schemas['SesionDocente'][] }>(
        'docente',
        `/seccion/${id}/sesiones?tamanoPagina=100`,
      );
      const counted = (session: Schemas['SesionDocente']) =>
        session.asistencias +
        session.tardanzas +
        session.faltas +
        session.justificadas +
        session.sinMarca;
      const byStart = (startsAt: number) =>
        all.body.results.sesiones.find((session) => Date.parse(session.inicio) === startsAt)!;
      // The first class counts one student fewer than the fourth, where the newcomer sat.
      expect(counted(byStart(sessions[0]!.startsAt))).toBe(
        counted(byStart(sessions[3]!.startsAt)) - 1,
      );
    } finally {
      seatTaken.run(null, id, seat.enrolmentId);
      writable.close();
    }
  });

  it("refuses another teacher's section (403), a missing one (404) and every other role", async () => {
    const other = (
      demo.db
        .prepare('SELECT id FROM sections WHERE teacher_id IS NOT NULL AND teacher_id <> ? LIMIT 1')
        .get(teacherId()) as { id: number }
    ).id;
    const refused = await get('docente', `/seccion/${other}`);
    expect(refused.status).toBe(403);
    expect(refused.body.messagePublic).toBe(texts.forbidden);
    expect((await get('docente', `/seccion/${other}/sesiones`)).status).toBe(403);
    expect((await get('docente', '/seccion/999999')).status).toBe(404);
    const [own] = await sections();
    for (const usuario of ['alumno', 'colaborador', 'superadmin']) {
      expect((await get(usuario, `/seccion/${own!.idSeccion}`)).status).toBe(403);
      expect((await get(usuario, '/listar')).status).toBe(403);
    }
  });
});

/** The seats of the section a session held at `startsAt` counts. */
const seatsAt = (sectionId: number, startsAt: number) =>
  (
    demo.db
      .prepare(
        `SELECT count(*) AS n FROM section_students ss JOIN class_sessions cs
          ON cs.section_id = ss.section_id AND cs.starts_at = ?
          WHERE ss.section_id = ?
            AND cs.starts_at + (cs.top_tope + 1) * 60000 > coalesce(ss.seated_at, 0)`,
      )
      .get(startsAt, sectionId) as { n: number }
  ).n;

describe('listarSesionesDocente', () => {
  it('pages the sessions, the latest first, held ones with their marks', async () => {
    const [section] = (await sections()).sort((a, b) => b.estudiantes - a.estudiantes);
    const id = section!.idSeccion;
    const total = (
      demo.db.prepare('SELECT count(*) AS n FROM class_sessions WHERE section_id = ?').get(id) as {
        n: number;
      }
    ).n;
    const first = await get<{ total: number; sesiones: Schemas['SesionDocente'][] }>(
      'docente',
      `/seccion/${id}/sesiones?pagina=1&tamanoPagina=5`,
    );
    expect(first.body.results.total).toBe(total);
    expect(first.body.results.sesiones).toHaveLength(Math.min(5, total));
    const starts = first.body.results.sesiones.map((session) => session.inicio);
    expect([...starts].sort().reverse()).toEqual(starts);
    const all = await get<{ sesiones: Schemas['SesionDocente'][] }>(
      'docente',
      `/seccion/${id}/sesiones?tamanoPagina=100`,
    );
    for (const session of all.body.results.sesiones) {
      const counted =
        session.asistencias +
        session.tardanzas +
        session.faltas +
        session.justificadas +
        session.sinMarca;
      // A held session counts every student seated by then (seatedSessions.sql.ts).
      if (session.estado === 'DICTADA')
        expect(counted).toBe(seatsAt(id, Date.parse(session.inicio)));
      else expect(counted).toBe(0);
    }
  });
});

describe('the history of a course', () => {
  it('lists the past sections of the course the teacher taught, the latest first, with their results', async () => {
    const own = await sections();
    let found = false;
    for (const section of own) {
      const { body } = await get<Schemas['SeccionPasada'][]>(
        'docente',
        `/seccion/${section.idSeccion}/historial`,
      );
      const past = body.results;
      if (past.length === 0) continue;
      found = true;
      const periods = past.map((item) => item.codigoPeriodo);
      const starts = periods.map(
        (code) =>
          (
            demo.db.prepare('SELECT starts_on AS s FROM periods WHERE code = ?').get(code) as {
              s: string;
            }
          ).s,
      );
      expect([...starts].sort().reverse()).toEqual(starts);
      for (const item of past) {
        expect(item.aprobados + item.desaprobados).toBeLessThanOrEqual(item.estudiantes);
        const detail = await get<Schemas['HistorialSeccion']>(
          'docente',
          `/historial/${item.idSeccion}`,
        );
        expect(detail.body.results).toMatchObject({
          idSeccion: item.idSeccion,
          nombre: section.nombre,
          estudiantes: item.estudiantes,
          aprobados: item.aprobados,
        });
        for (const student of detail.body.results.alumnos) {
          const passed =
            student.nota !== null && student.nota !== 'NSP' && Number(student.nota) >= 13;
          expect(student.aprobado).toBe(passed);
        }
      }
    }
    expect(found).toBe(true);
  });

  it("refuses this period's section as history (404) and another teacher's section (403)", async () => {
    const [current] = await sections();
    expect((await get('docente', `/historial/${current!.idSeccion}`)).status).toBe(404);
    const other = (
      demo.db
        .prepare('SELECT id FROM sections WHERE teacher_id IS NOT NULL AND teacher_id <> ? LIMIT 1')
        .get(teacherId()) as { id: number }
    ).id;
    expect((await get('docente', `/historial/${other}`)).status).toBe(403);
    expect((await get('docente', `/seccion/${other}/historial`)).status).toBe(403);
    expect((await get('alumno', `/seccion/${current!.idSeccion}/historial`)).status).toBe(403);
  });
});
