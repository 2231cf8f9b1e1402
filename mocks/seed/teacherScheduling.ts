import type { DatabaseSync } from 'node:sqlite';
import { limaDay } from '../api/limaDay.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne } from '../db/query.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '052_teacher_scheduling.sql';

/** Odd cycles open in a first semester. */
const CYCLES = ['CI', 'CIII', 'CV'];
/** Two classes a week on these weekdays, two hours each, from these times (cycled through). */
const DAY_PAIRS = [
  [1, 3],
  [2, 4],
  [3, 5],
  [1, 4],
  [2, 5],
] as const;
const STARTS = ['08:00', '10:00', '14:00', '16:00', '18:00'];
const plusTwoHours = (time: string) =>
  `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}:00`;

/**
 * What the teachers of the campus declared free, by their order: mornings, afternoons and
 * evenings, long days three times a week, Tuesday to Saturday. Hours are the slots' starts.
 */
const hours = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `${String(from + index).padStart(2, '0')}:00`);
const AVAILABILITY: readonly (readonly [readonly number[], readonly string[]])[] = [
  [[1, 2, 3, 4, 5], hours(7, 14)],
  [[1, 2, 3, 4, 5], hours(14, 22)],
  [[1, 3, 5], hours(8, 22)],
  [[2, 4, 6], hours(8, 20)],
];

/**
 * The next period's scheduling: a process on the demo teacher's campus covering its first two
 * careers (one section per course of the odd cycles, the first cycle's in two groups at the same
 * hours), a smaller one on the brand's second campus; the brand's teachers' availability; three
 * proposals waiting for approval and two applications. Nothing is published.
 */
export function seedTeacherScheduling(db: DatabaseSync): void {
  const period = queryOne<{ id: number; startsOn: string; endsOn: string }>(
    db,
    `SELECT id, starts_on AS startsOn, ends_on AS endsOn FROM periods
      WHERE starts_on > (SELECT starts_on FROM periods WHERE is_current = 1)
      ORDER BY starts_on LIMIT 1`,
  );
  const home = queryOne<{ campusId: number; brandId: number }>(
    db,
    `SELECT min(c.id) AS campusId, u.brand_id AS brandId FROM users u
      JOIN campuses c ON c.brand_id = u.brand_id WHERE u.username = 'docente'`,
  );
  if (!period || !home?.brandId) return;
  const now = seedingTime(db);
  const second = queryOne<{ id: number }>(
    db,
    'SELECT id FROM campuses WHERE brand_id = ? AND id > ? ORDER BY id LIMIT 1',
    home.brandId,
    home.campusId,
  );
  const careers = queryAll<{ id: number }>(
    db,
    "SELECT id FROM programmes WHERE brand_id = ? AND kind = 'CARRERA' ORDER BY id",
    home.brandId,
  ).map((row) => row.id);
  const scopes = [
    { campusId: home.campusId, programmeIds: careers.slice(0, 2) },
    ...(second ? [{ campusId: second.id, programmeIds: careers.slice(2, 3) }] : []),
  ];
  const insertProcess = db.prepare(`INSERT INTO scheduling_processes (period_id, campus_id,
      opens_on, closes_on, max_weekly_hours, min_rest_minutes) VALUES (?, ?, ?, ?, 20, 0)`);
  const insertProgramme = db.prepare(
    'INSERT INTO scheduling_process_programmes (process_id, programme_id) VALUES (?, ?)',
  );
  const insertSection = db.prepare(`INSERT INTO sections (course_id, period_id, campus_id,
      group_code, modality, starts_on, ends_on) VALUES (?, ?, ?, ?, 'PRESENCIAL', ?, ?)`);
  const insertSlot = db.prepare(`INSERT INTO section_timetable (section_id, weekday, start_time,
      end_time, room) VALUES (?, ?, ?, ?, ?)`);
  const insertAssignment = db.prepare(
    'INSERT INTO scheduling_assignments (section_id, process_id) VALUES (?, ?)',
  );
  const processSections: number[][] = [];
  for (const { campusId, programmeIds } of scopes) {
    const processId = insertRow(
      insertProcess,
      period.id,
      campusId,
      limaDay(now, -10),
      limaDay(now, 60),
    );
    const sections: number[] = [];
    for (const programmeId of programmeIds) {
      insertProgramme.run(processId, programmeId);
      const courses = queryAll<{ id: number; cycle: string }>(
        db,
        `SELECT c.id, c.cycle_code AS cycle FROM courses c JOIN cycles cy ON cy.code = c.cycle_code
          WHERE c.programme_id = ? AND c.kind = 'REGULAR' AND c.cycle_code IN (?, ?, ?)
          ORDER BY cy.ordinal, c.id`,
        programmeId,
        ...CYCLES,
      );
      courses.forEach((course) => {
        const at = sections.length;
        const [first, then] = DAY_PAIRS[at % DAY_PAIRS.length]!;
        const start = STARTS[Math.floor(at / DAY_PAIRS.length) % STARTS.length]!;
        const groups = course.cycle === 'CI' ? ['A', 'B'] : ['A'];
        groups.forEach((group, index) => {
          const id = insertRow(
            insertSection,
            course.id,
            period.id,
            campusId,
            group,
            period.startsOn,
            period.endsOn,
          );
          const room = `Aula ${100 + at + 1}${index === 0 ? '' : '-B'}`;
          for (const weekday of [first, then])
            insertSlot.run(id, weekday, start, plusTwoHours(start), room);
          insertAssignment.run(id, processId);
          sections.push(id);
        });
      });
    }
    processSections.push(sections);
  }

  const teachers = queryAll<{ id: number }>(
    db,
    'SELECT id FROM users WHERE tip = 2 AND brand_id = ? ORDER BY id',
    home.brandId,
  ).map((row) => row.id);
  const declare = db.prepare(`INSERT INTO teacher_availability (teacher_id, period_id, weekday,
      start_time) VALUES (?, ?, ?, ?)`);
  teachers.forEach((teacherId, index) => {
    const [weekdays, starts] = AVAILABILITY[index % AVAILABILITY.length]!;
    for (const weekday of weekdays)
      for (const start of starts) declare.run(teacherId, period.id, weekday, start);
  });

  // Every teacher declares their own week (spec §6 DISPODOC), of every brand.
  db.exec(`INSERT OR IGNORE INTO user_permissions (user_id, permission)
    SELECT id, 'DISPODOC' FROM users WHERE tip = 2`);

  // Proposals waiting for the head: the last sections of the home process, one teacher each.
  const homeSections = processSections[0] ?? [];
  const propose = db.prepare(`UPDATE scheduling_assignments SET teacher_id = ?,
      state = 'PROPUESTA', version = 2 WHERE section_id = ?`);
  homeSections.slice(-3).forEach((sectionId, index) => {
    const teacherId = teachers[(index + 1) % teachers.length];
    if (teacherId) propose.run(teacherId, sectionId);
  });
  const apply = db.prepare(`INSERT INTO scheduling_applications (section_id, teacher_id,
      applied_on, note) VALUES (?, ?, ?, ?)`);
  const applied = homeSections.at(-1);
  if (applied !== undefined && teachers.length > 2) {
    apply.run(applied, teachers[2]!, limaDay(now, -6), 'Dicté este curso en periodos anteriores.');
    apply.run(applied, teachers[0]!, limaDay(now, -3), null);
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherScheduling };
