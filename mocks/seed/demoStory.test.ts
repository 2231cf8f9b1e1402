// @vitest-environment node
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../db/query.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { migrateWithDemoData } from './seedDatabase.ts';

// A week after the fixed dates the procedures seed counts back from, as a demo started today is.
const NOW = Date.parse('2026-11-27T15:00:00.000Z');

let db: DatabaseSync;
beforeAll(async () => {
  db = openDatabase(':memory:');
  db.function('campus_now', { deterministic: false }, () => NOW);
  await migrateWithDemoData(db, { students: 40 });
});
afterAll(() => db.close());

interface Notice {
  username: string;
  title: string;
  link: string | null;
  route: string | null;
  sectionId: number | null;
  requestId: number | null;
  scheduleId: number | null;
}

const noticesOf = (username: string) =>
  queryAll<Notice>(
    db,
    `SELECT u.username, n.title, n.link, n.route, n.section_id AS sectionId,
        n.procedure_request_id AS requestId, n.id_programing_survey AS scheduleId
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE u.username = ? ORDER BY n.created_at DESC`,
    username,
  );
const userId = (username: string) =>
  queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username)!.id;

describe('the demo accounts’ notifications (issue 32)', () => {
  it.each(['alumno', 'docente', 'colaborador', 'psicologo', 'superadmin'])(
    '%s gets each title once',
    (username) => {
      const titles = noticesOf(username).map((notice) => notice.title);
      expect(titles.length).toBeGreaterThan(2);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );

  it('leads alumno to surveys assigned to them, their own requests and sections', () => {
    const student = userId('alumno');
    const notices = noticesOf('alumno');
    const surveys = notices.filter((notice) => notice.route !== null);
    expect(surveys.map((notice) => notice.route).sort()).toEqual([
      'encuestas_completar',
      'encuestas_completar_curso',
    ]);
    for (const survey of surveys) {
      const assigned = queryOne(
        db,
        'SELECT 1 FROM survey_assignments WHERE schedule_id = ? AND user_id = ?',
        survey.scheduleId,
        student,
      );
      expect(assigned, survey.title).toBeDefined();
    }
    const requests = notices.filter((notice) => notice.requestId !== null);
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const notice of requests) {
      const request = queryOne<{ requesterId: number }>(
        db,
        'SELECT requester_id AS requesterId FROM procedure_requests WHERE id = ?',
        notice.requestId,
      );
      expect(request?.requesterId, notice.title).toBe(student);
      expect(notice.link).toMatch(new RegExp(`^/estudiantes/tramites/.+/${notice.requestId}$`));
    }
    for (const notice of notices.filter((n) => n.sectionId !== null)) {
      const seat = queryOne(
        db,
        `SELECT 1 FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
          WHERE ss.section_id = ? AND e.student_id = ?`,
        notice.sectionId,
        student,
      );
      expect(seat, notice.title).toBeDefined();
    }
  });

  it('leads docente to their own sections and to requests they file or must answer', () => {
    const teacher = userId('docente');
    const notices = noticesOf('docente');
    for (const notice of notices.filter((n) => n.sectionId !== null)) {
      const section = queryOne<{ teacherId: number }>(
        db,
        'SELECT teacher_id AS teacherId FROM sections WHERE id = ?',
        notice.sectionId,
      );
      expect(section?.teacherId, notice.title).toBe(teacher);
    }
    const requests = notices.filter((notice) => notice.requestId !== null);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const notice of requests) {
      const request = queryOne<{ requesterId: number; responderId: number | null }>(
        db,
        `SELECT requester_id AS requesterId, responder_id AS responderId
          FROM procedure_requests WHERE id = ?`,
        notice.requestId,
      );
      expect([request?.requesterId, request?.responderId], notice.title).toContain(teacher);
      // A teacher reads every request at the teachers' address, never a student's.
      expect(notice.link).toMatch(
        new RegExp(`^/docentes/tramites/detalle/.+/${notice.requestId}$`),
      );
    }
  });
});

describe('the trays', () => {
  it('keep most open requests within their target date', () => {
    const trays = queryAll<{ area: string; open: number; overdue: number }>(
      db,
      `SELECT t.area_code AS area, count(*) AS open, count(*) FILTER (WHERE r.due_at < ?) AS overdue
        FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
        WHERE r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO') AND r.mode = 'MANUAL'
        GROUP BY t.area_code`,
      NOW,
    );
    expect(trays.length).toBe(2);
    for (const tray of trays) {
      expect(tray.overdue, tray.area).toBeGreaterThan(0);
      expect(tray.overdue / tray.open, tray.area).toBeLessThan(0.25);
    }
    const filedAhead = queryOne<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM procedure_requests WHERE filed_at > ? OR due_at < filed_at',
      NOW,
    );
    expect(filedAhead?.n).toBe(0);
  });
});
