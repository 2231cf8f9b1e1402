// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { DEMO_INSTANT } from '../../test/demoInstant.ts';
import { limaDay } from '../limaDay.ts';
import { PASSWORD_MAX_AGE_MS, PRE_REGISTRATION_REMINDER_DAYS } from './alertRules.sql.ts';
import { taskTexts } from './texts.ts';

// spec §4's home alert queue as `usuario/flujo` answers it: each alert from the user's own data,
// at both sides of each limit.

const MAIN = '/api/main';
const MINUTE = 60_000;
let api: TestApi;
// A writable connection beside the API's: the tests set each student's data.
let db: DatabaseSync;

beforeAll(async () => {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'campus-api-')), 'campus.db');
  // Stopped at the demo's instant: the seed's classes and fees are placed around it.
  api = await createTestApi({ dbFile, clock: () => DEMO_INSTANT });
  db = new DatabaseSync(dbFile);
});
afterAll(async () => {
  db.close();
  await api.app.close();
});

const run = (sql: string, ...params: (string | number | null)[]) => db.prepare(sql).run(...params);
const idOf = (usuario: string) =>
  (db.prepare('SELECT id FROM users WHERE username = ?').get(usuario) as { id: number }).id;

interface FlowTask {
  idTarea: number;
  modulo: string;
  orden: number;
  detalle: Record<string, unknown>[];
}

async function flow(usuario: string): Promise<FlowTask[]> {
  const response = await api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/usuario/flujo`,
    payload: { version: 'test' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.detalle as FlowTask[];
}

const alert = async (usuario: string, modulo: string) =>
  (await flow(usuario)).find((task) => task.modulo === modulo);

/** A generated career student of the seed with one active career enrolment, by position. */
function careerStudent(offset: number): { usuario: string; enrolment: number } {
  return db
    .prepare(
      `SELECT u.username AS usuario, e.id AS enrolment FROM users u
        JOIN enrolments e ON e.student_id = u.id AND e.state = 'ACTIVA' AND e.is_primary = 1
        JOIN programmes p ON p.id = e.programme_id AND p.kind = 'CARRERA'
        WHERE u.tip = 1 AND u.username GLOB '*.*[0-9]' ORDER BY u.id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { usuario: string; enrolment: number };
}

describe('cambiarClave reminder', () => {
  it('asks once the password is more than a year old, and not a minute before', async () => {
    const { usuario } = careerStudent(0);
    const id = idOf(usuario);
    run(
      'UPDATE users SET password_changed_at = ? WHERE id = ?',
      DEMO_INSTANT - PASSWORD_MAX_AGE_MS + MINUTE,
      id,
    );
    expect(await alert(usuario, 'cambiarClave')).toBeUndefined();
    run(
      'UPDATE users SET password_changed_at = ? WHERE id = ?',
      DEMO_INSTANT - PASSWORD_MAX_AGE_MS - MINUTE,
      id,
    );
    const task = await alert(usuario, 'cambiarClave');
    expect(task?.orden).toBeGreaterThan(15);
    expect(task?.detalle).toEqual([
      { ultimoCambio: limaDay(DEMO_INSTANT - PASSWORD_MAX_AGE_MS - MINUTE) },
    ]);
    // Read again, the same copy: the data raises one per user.
    expect((await alert(usuario, 'cambiarClave'))?.idTarea).toBe(task?.idTarea);
  });
});

describe('preRegistration', () => {
  const today = limaDay(DEMO_INSTANT);
  const period = () =>
    (db.prepare("SELECT id FROM periods WHERE code = '2027-I'").get() as { id: number }).id;
  const setWindow = (opens: string, closes: string) =>
    run(
      'UPDATE periods SET pre_registration_opens_on = ?, pre_registration_closes_on = ? WHERE id = ?',
      opens,
      closes,
      period(),
    );

  it('asks while the window is open, as a reminder in its last days, never before it opens', async () => {
    const { usuario } = careerStudent(1);
    run('DELETE FROM pre_registrations WHERE student_id = ?', idOf(usuario));
    setWindow(limaDay(DEMO_INSTANT, 1), limaDay(DEMO_INSTANT, 20));
    expect(await alert(usuario, 'preRegistration')).toBeUndefined();
    setWindow(today, limaDay(DEMO_INSTANT, PRE_REGISTRATION_REMINDER_DAYS + 1));
    const tasks = await flow(usuario);
    expect(tasks.find((t) => t.modulo === 'preRegistration')?.detalle).toEqual([
      { idPeriodo: period(), periodo: '2027-I', cierre: limaDay(DEMO_INSTANT, 4) },
    ]);
    expect(tasks.find((t) => t.modulo === 'reminderPreRegistration')).toBeUndefined();
    setWindow(today, limaDay(DEMO_INSTANT, PRE_REGISTRATION_REMINDER_DAYS));
    const last = await flow(usuario);
    expect(last.find((t) => t.modulo === 'preRegistration')).toBeUndefined();
    expect(last.find((t) => t.modulo === 'reminderPreRegistration')).toBeDefined();
  });

  it('is confirmed once, then asks no more; a closed window or a non-career student is refused', async () => {
    const { usuario } = careerStudent(2);
    run('DELETE FROM pre_registrations WHERE student_id = ?', idOf(usuario));
    setWindow(today, limaDay(DEMO_INSTANT, 10));
    expect(await alert(usuario, 'preRegistration')).toBeDefined();
    const confirm = (who: string, idPeriodo: number) =>
      api.call(who, {
        method: 'POST',
        url: `${MAIN}/tarea/prematricula/confirmar`,
        payload: { idPeriodo },
      });
    const first = await confirm(usuario, period());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().messagePublic).toBe(taskTexts.preRegistered('2027-I'));
    const again = await confirm(usuario, period());
    expect(again.json().results.fechaRegistro).toBe(first.json().results.fechaRegistro);
    expect(await alert(usuario, 'preRegistration')).toBeUndefined();

    setWindow(limaDay(DEMO_INSTANT, -10), limaDay(DEMO_INSTANT, -1));
    const closed = await confirm(careerStudent(3).usuario, period());
    expect(closed.statusCode).toBe(400);
    expect(closed.json().messagePublic).toBe(taskTexts.preRegistrationClosed);
    setWindow(today, limaDay(DEMO_INSTANT, 10));
    const extension = await confirm('alumno.extension', period());
    expect(extension.statusCode).toBe(400);
    expect(extension.json().messagePublic).toBe(taskTexts.noActiveCareer);
    expect((await confirm(usuario, 1)).statusCode).toBe(404);
    expect((await confirm('docente', period())).statusCode).toBe(403);
  });
});

describe('AlertaCes*', () => {
  const cycleOf = (enrolment: number, code: string) =>
    run('UPDATE enrolments SET cycle_code = ? WHERE id = ?', code, enrolment);
  const lastCycle = (enrolment: number) =>
    (
      db
        .prepare(
          `SELECT c.code FROM cycles c WHERE c.ordinal = (SELECT max(lc.ordinal) FROM courses co
            JOIN cycles lc ON lc.code = co.cycle_code
            WHERE co.programme_id = (SELECT programme_id FROM enrolments WHERE id = ?))`,
        )
        .get(enrolment) as { code: string }
    ).code;
  const ces = async (usuario: string) =>
    (await flow(usuario)).filter((t) => t.modulo.startsWith('AlertaCes')).map((t) => t.modulo);

  it('tells a pending certificate from the last cycle, a late one and a graduate', async () => {
    const { usuario, enrolment } = careerStudent(4);
    run(
      "DELETE FROM enrolment_documents WHERE student_id = ? AND tipo = 'CERTIFICADO_SECUNDARIA'",
      idOf(usuario),
    );
    run('UPDATE enrolments SET ces_due_on = NULL WHERE student_id = ?', idOf(usuario));
    expect(await ces(usuario)).toEqual([]);
    cycleOf(enrolment, 'CI');
    run('UPDATE enrolments SET ces_due_on = ? WHERE id = ?', limaDay(DEMO_INSTANT), enrolment);
    expect(await ces(usuario)).toEqual(['AlertaCesVigenteSec']);
    cycleOf(enrolment, lastCycle(enrolment));
    expect(await ces(usuario)).toEqual(['AlertaCesUltimoCiclo']);
    run('UPDATE enrolments SET ces_due_on = ? WHERE id = ?', limaDay(DEMO_INSTANT, -1), enrolment);
    expect(await ces(usuario)).toEqual(['AlertaCesVencidoSec']);
    run("UPDATE enrolments SET state = 'EGRESADA' WHERE id = ?", enrolment);
    expect(await ces(usuario)).toEqual(['AlertaCesEgresado']);
    run("UPDATE enrolments SET state = 'ACTIVA' WHERE id = ?", enrolment);
  });

  it('asks nothing once the certificate is uploaded, and again when the staff observe it', async () => {
    const { usuario, enrolment } = careerStudent(4);
    run('UPDATE enrolments SET ces_due_on = ? WHERE id = ?', limaDay(DEMO_INSTANT, 5), enrolment);
    const file = run(
      `INSERT INTO files (owner_id, purpose, name, extension, content_type, size, stored_as,
          created_at)
        VALUES (?, 'DOCUMENTO_MATRICULA', 'certificado.pdf', 'pdf', 'application/pdf', 10,
          'test-ces', ?)`,
      idOf(usuario),
      DEMO_INSTANT,
    ).lastInsertRowid;
    run(
      `INSERT INTO enrolment_documents (student_id, tipo, file_id, uploaded_at, upload_key)
        VALUES (?, 'CERTIFICADO_SECUNDARIA', ?, ?, 'k-ces')`,
      idOf(usuario),
      Number(file),
      DEMO_INSTANT,
    );
    expect(await ces(usuario)).toEqual([]);
    run(
      "UPDATE enrolment_documents SET estado = 'OBSERVADO', observacion = 'Ilegible' WHERE upload_key = 'k-ces'",
    );
    expect(await ces(usuario)).toHaveLength(1);
  });
});

describe('verificarCelular, encuestaExterna, certificadoEstudios', () => {
  it('follow the phone, the open survey and the graduate’s certificate request', async () => {
    const { usuario, enrolment } = careerStudent(5);
    const id = idOf(usuario);
    run('UPDATE users SET phone_verified = 0 WHERE id = ?', id);
    expect((await alert(usuario, 'verificarCelular'))?.detalle[0]).toHaveProperty('celular');
    run('UPDATE users SET phone_verified = 1 WHERE id = ?', id);
    expect(await alert(usuario, 'verificarCelular')).toBeUndefined();

    run(
      `UPDATE survey_assignments SET state = 'PENDIENTE' WHERE user_id = ? AND schedule_id IN
        (SELECT id FROM survey_schedules WHERE section_id IS NULL)`,
      id,
    );
    const survey = await alert(usuario, 'encuestaExterna');
    expect(survey?.detalle[0]).toMatchObject({ omitible: 1 });
    run(
      `UPDATE survey_assignments SET state = 'COMPLETADA', finished_at = ? WHERE user_id = ?`,
      DEMO_INSTANT,
      id,
    );
    expect(await alert(usuario, 'encuestaExterna')).toBeUndefined();

    expect(await alert(usuario, 'certificadoEstudios')).toBeUndefined();
    run("UPDATE enrolments SET state = 'EGRESADA' WHERE id = ?", enrolment);
    expect((await alert(usuario, 'certificadoEstudios'))?.detalle).toHaveLength(1);
    run("UPDATE enrolments SET state = 'ACTIVA' WHERE id = ?", enrolment);
  });
});

describe('inasistenciaAlerta', () => {
  /** A current section of a student whose sessions before the clock can be marked. */
  function heldSessions(usuario: string): number[] {
    return (
      db
        .prepare(
          `SELECT cs.id FROM class_sessions cs
            WHERE cs.section_id = (SELECT ss.section_id FROM section_students ss
              JOIN enrolments e ON e.id = ss.enrolment_id AND e.student_id = ?
              JOIN sections s ON s.id = ss.section_id
              JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
              ORDER BY s.id LIMIT 1)
              AND cs.ends_at <= ? ORDER BY cs.starts_at`,
        )
        .all(idOf(usuario), DEMO_INSTANT) as { id: number }[]
    ).map((row) => row.id);
  }

  it('asks from a fifth of the sessions missed, and not for one less; completing it acknowledges them', async () => {
    const { usuario } = careerStudent(6);
    const id = idOf(usuario);
    const sessions = heldSessions(usuario);
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    // Present at every session of every course, then absent from a fifth of this course's.
    run(
      `INSERT OR REPLACE INTO attendance_marks (session_id, user_id, status, marked_at, source)
        SELECT cs.id, ?, 'A', cs.starts_at, 'SISTEMA' FROM class_sessions cs
        JOIN section_students ss ON ss.section_id = cs.section_id
        JOIN enrolments e ON e.id = ss.enrolment_id AND e.student_id = ?
        WHERE cs.ends_at <= ?`,
      id,
      id,
      DEMO_INSTANT,
    );
    const atRisk = Math.ceil(sessions.length * 0.2);
    const absent = sessions.slice(-atRisk);
    for (const session of absent.slice(1)) {
      run('DELETE FROM attendance_marks WHERE session_id = ? AND user_id = ?', session, id);
    }
    expect(await alert(usuario, 'inasistenciaAlerta')).toBeUndefined();
    run('DELETE FROM attendance_marks WHERE session_id = ? AND user_id = ?', absent[0], id);
    const task = await alert(usuario, 'inasistenciaAlerta');
    expect(task?.detalle[0]).toMatchObject({ sesiones: sessions.length, faltas: atRisk });

    const done = await api.call(usuario, {
      method: 'POST',
      url: `${MAIN}/tarea/inasistenciaalerta/completar`,
      payload: { idTask: task?.idTarea },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await alert(usuario, 'inasistenciaAlerta')).toBeUndefined();
  });
});

describe('inasistenciaAlerta counts only the classes since the seat was taken (issue 54)', () => {
  it('leaves out a class whose window closed when the seat was taken, and counts one closing a millisecond later', async () => {
    const { usuario } = careerStudent(8);
    const id = idOf(usuario);
    const section = db
      .prepare(
        `SELECT ss.section_id AS section, ss.enrolment_id AS enrolment FROM section_students ss
          JOIN enrolments e ON e.id = ss.enrolment_id AND e.student_id = ?
          JOIN sections s ON s.id = ss.section_id
          JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
          ORDER BY s.id LIMIT 1`,
      )
      .get(id) as { section: number; enrolment: number };
    // Present everywhere but this section, where no class held so far has the student's mark.
    run(
      `INSERT OR REPLACE INTO attendance_marks (session_id, user_id, status, marked_at, source)
        SELECT cs.id, ?, 'A', cs.starts_at, 'SISTEMA' FROM class_sessions cs
        JOIN section_students ss ON ss.section_id = cs.section_id
        JOIN enrolments e ON e.id = ss.enrolment_id AND e.student_id = ?
        WHERE cs.ends_at <= ?`,
      id,
      id,
      DEMO_INSTANT,
    );
    run(
      'DELETE FROM attendance_marks WHERE user_id = ? AND session_id IN (SELECT id FROM class_sessions WHERE section_id = ?)',
      id,
      section.section,
    );
    const last = db
      .prepare(
        `SELECT starts_at + (top_tope + 1) * 60000 AS closesAt FROM class_sessions
          WHERE section_id = ? AND ends_at <= ? ORDER BY starts_at DESC LIMIT 1`,
      )
      .get(section.section, DEMO_INSTANT) as { closesAt: number };
    const seat = (at: number | null) =>
      run(
        'UPDATE section_students SET seated_at = ? WHERE section_id = ? AND enrolment_id = ?',
        at,
        section.section,
        section.enrolment,
      );

    // Seated as the last class's window closed: none of the classes held could be marked.
    seat(last.closesAt);
    expect(await alert(usuario, 'inasistenciaAlerta')).toBeUndefined();
    // Seated a millisecond earlier: the last class counts, and it was missed.
    seat(last.closesAt - 1);
    expect((await alert(usuario, 'inasistenciaAlerta'))?.detalle).toEqual([
      expect.objectContaining({ sesiones: 1, faltas: 1 }),
    ]);
    // Seated before the classes began: every class held counts.
    seat(null);
    const all = (await alert(usuario, 'inasistenciaAlerta'))?.detalle[0];
    expect(all?.sesiones).toBeGreaterThan(1);
    expect(all?.faltas).toBe(all?.sesiones);
  });

  it('tells the newcomer and the debtor of no absences: they took their seats after the classes held', async () => {
    expect(await alert('alumno.nuevo', 'inasistenciaAlerta')).toBeUndefined();
    expect(await alert('alumno.deuda', 'inasistenciaAlerta')).toBeUndefined();
    // The seed's data says why: seated, with classes held in their sections, and no marks.
    const seats = db
      .prepare(
        `SELECT u.username, count(*) AS seats, count(ss.seated_at) AS stamped FROM users u
          JOIN enrolments e ON e.student_id = u.id JOIN section_students ss ON ss.enrolment_id = e.id
          WHERE u.username IN ('alumno.nuevo', 'alumno.deuda', 'alumno') GROUP BY u.username
          ORDER BY u.username`,
      )
      .all() as { username: string; seats: number; stamped: number }[];
    expect(seats.find((row) => row.username === 'alumno')?.stamped).toBe(0);
    for (const newcomer of ['alumno.deuda', 'alumno.nuevo']) {
      const row = seats.find((r) => r.username === newcomer);
      expect(row?.seats).toBeGreaterThan(0);
      expect(row?.stamped).toBeGreaterThan(0);
    }
  });
});

describe('assigned alerts', () => {
  it('leaves out an electives alert whose student has no unit left to choose', async () => {
    const { usuario } = careerStudent(7);
    const definition = db
      .prepare("SELECT id, orden FROM task_definitions WHERE modulo = 'AlertaElectivos'")
      .get() as { id: number; orden: number };
    run(
      `INSERT INTO user_tasks (user_id, modulo, orden, url, task_id)
        VALUES (?, 'AlertaElectivos', ?, '/electivos', ?)`,
      idOf(usuario),
      definition.orden,
      definition.id,
    );
    run(
      `DELETE FROM section_students WHERE enrolment_id IN (SELECT id FROM enrolments WHERE student_id = ?)
        AND section_id IN (SELECT s.id FROM sections s JOIN courses c ON c.id = s.course_id
          WHERE c.kind <> 'REGULAR')`,
      idOf(usuario),
    );
    expect(await alert(usuario, 'AlertaElectivos')).toBeUndefined();
  });
});

describe('the approved-unit alert', () => {
  it('shows the units passed in the last graded period, and nothing to a student without grades', async () => {
    const give = (usuario: string) =>
      run(
        `INSERT INTO user_tasks (user_id, modulo, orden, url, task_id)
          SELECT ?, modulo, orden, url, id FROM task_definitions WHERE modulo = 'cursoAprobado'`,
        idOf(usuario),
      );
    const graded = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 1 AND EXISTS (SELECT 1 FROM course_history h
          JOIN enrolments e ON e.id = h.enrolment_id
          WHERE e.student_id = u.id AND CAST(h.grade AS REAL) >= 13) ORDER BY u.id DESC LIMIT 1`,
      )
      .get() as { username: string };
    give(graded.username);
    const task = await alert(graded.username, 'cursoAprobado');
    expect(task?.detalle.length).toBeGreaterThan(0);
    expect(task?.detalle[0]).toEqual({ curso: expect.any(String), nota: expect.any(String) });
    give('alumno.nuevo');
    expect(await alert('alumno.nuevo', 'cursoAprobado')).toBeUndefined();
  });
});

describe('the demo accounts', () => {
  it("give alumno a few closeable alerts in spec §4's order, and the teacher the attendance alert", async () => {
    const modules = (await flow('alumno')).map((task) => task.modulo);
    expect(modules).toEqual([
      'preRegistration',
      'AlertaCesVigenteSec',
      'deudas',
      'encuestaExterna',
      'inasistenciaAlerta',
    ]);
    const teacher = await alert('docente', 'marcacionDocAlerta');
    expect(teacher?.detalle[0]).toHaveProperty('nombreCurso');
  });
});
