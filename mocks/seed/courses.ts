import type { DatabaseSync } from 'node:sqlite';
import { limaDay } from '../api/limaDay.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { courseSummary, guideSeeds, librarySeeds, unitSeeds } from './courseCatalogue.ts';
import { seedCourseHistory } from './courseHistory.ts';
import { separateDemoTimetables } from './demoTimetable.ts';
import { seedScores } from './courseScores.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import { slugify } from '../../src/lib/text/slugify.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '022_courses.sql';
const SEED = 2026;
const DAY = 86_400_000;

interface SectionRow {
  id: number;
  courseId: number;
  campusId: number;
  kind: string;
  modality: string;
  isAsync: number;
  programmeKind: string;
  startsOn: string;
  endsOn: string;
}

/**
 * Issue 13's demo data on top of the institute: every career gains an elective and an
 * autonomous unit with options; sections get their dates, formula, timetable, dual and Moodle
 * marks; students get scores (some under review), choices, attempts and an academic history;
 * the library and the student guides get their content.
 */
export function seedCourses(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  describeCourses(db);
  addUnits(db, random, now);
  detailSections(db, random);
  seedTimetables(db, random);
  enrolDemoStudentInRetake(db);
  separateDemoTimetables(db, SLOTS);
  // Attempts first: the autonomous unit's score is its best attempt.
  seedUnitActivity(db, random, now);
  seedScores(db, random, now);
  seedCourseHistory(db, random);
  seedLibrary(db);
}

function describeCourses(db: DatabaseSync): void {
  const slug = db.prepare('UPDATE programmes SET slug = ? WHERE id = ?');
  for (const programme of queryAll<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM programmes',
  )) {
    slug.run(slugify(programme.name), programme.id);
  }
  const update = db.prepare('UPDATE courses SET summary = ?, competence = ? WHERE id = ?');
  for (const course of queryAll<{ id: number; name: string }>(db, 'SELECT id, name FROM courses')) {
    const { summary, competence } = courseSummary(course.name);
    update.run(summary, competence, course.id);
  }
}

/**
 * An elective and an autonomous unit for every career, a section of each at every campus that
 * teaches the career, and a seat in it for every student of that cycle. Options are chosen until
 * three weeks after seeding; one campus per brand closed its choice three days ago.
 */
function addUnits(db: DatabaseSync, random: Random, now: number): void {
  const careers = queryAll<{ id: number }>(
    db,
    "SELECT id FROM programmes WHERE kind = 'CARRERA' ORDER BY id",
  );
  const current = queryOneOrThrow<{ id: number }>(
    db,
    'SELECT id FROM periods WHERE is_current = 1',
  );
  const insertCourse = db.prepare(`INSERT INTO courses (programme_id, cycle_code, name, slug,
    credits, kind, summary, competence) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertOption = db.prepare(`INSERT INTO elective_options (course_id, name,
    short_description, description, image_url, video_url, sessions, culmination_deadline)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const setImage = db.prepare('UPDATE elective_options SET image_url = ? WHERE id = ?');
  const insertSection = db.prepare(`INSERT INTO sections (course_id, period_id, campus_id,
    teacher_id, group_code, modality, is_async, inscription_deadline)
    VALUES (?, ?, ?, ?, ?, 'VIRTUAL', 1, ?)`);
  const insertSeat = db.prepare(
    'INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)',
  );
  for (const career of careers) {
    const campuses = queryAll<{ campusId: number; teacherId: number | null }>(
      db,
      `SELECT s.campus_id AS campusId, min(s.teacher_id) AS teacherId FROM sections s
        JOIN courses c ON c.id = s.course_id WHERE c.programme_id = ?
        GROUP BY s.campus_id ORDER BY s.campus_id`,
      career.id,
    );
    for (const unit of unitSeeds) {
      const { summary, competence } = courseSummary(unit.name);
      const courseId = insertRow(
        insertCourse,
        career.id,
        unit.cycle,
        unit.name,
        slugify(unit.name),
        unit.credits,
        unit.kind,
        summary,
        competence,
      );
      for (const option of unit.options) {
        const optionId = insertRow(
          insertOption,
          courseId,
          option.name,
          option.short,
          option.long,
          null,
          option.video,
          option.sessions,
          limaDay(now, 90),
        );
        // A poster drawn by the demo API (public: an <img> sends no session).
        setImage.run(`/cursos/electivo/opcion/${optionId}/imagen`, optionId);
      }
      for (const { campusId, teacherId } of campuses) {
        // Each brand's last campus closed its choice already: the deadline rule has a case.
        const closed = campuses.length > 1 && campusId === campuses.at(-1)!.campusId;
        const sectionId = insertRow(
          insertSection,
          courseId,
          current.id,
          campusId,
          teacherId,
          `${unit.kind === 'ELECTIVO' ? 'E' : 'U'}${random.int(1, 3)}`,
          limaDay(now, closed ? -3 : 21),
        );
        const seats = queryAll<{ id: number }>(
          db,
          `SELECT id FROM enrolments WHERE programme_id = ? AND campus_id = ? AND cycle_code = ?`,
          career.id,
          campusId,
          unit.cycle,
        );
        for (const seat of seats) insertSeat.run(sectionId, seat.id);
      }
    }
  }
}

/** Dates from the period; dual, Moodle and formula marks; the demo student's mix of each. */
function detailSections(db: DatabaseSync, random: Random): void {
  const sections = queryAll<SectionRow>(
    db,
    `SELECT s.id, s.course_id AS courseId, s.campus_id AS campusId, c.kind, s.modality,
        s.is_async AS isAsync, p.kind AS programmeKind, pe.starts_on AS startsOn,
        pe.ends_on AS endsOn
      FROM sections s JOIN courses c ON c.id = s.course_id
      JOIN programmes p ON p.id = c.programme_id JOIN periods pe ON pe.id = s.period_id
      ORDER BY s.id`,
  );
  const demo = new Set(demoSections(db));
  const update = db.prepare(`UPDATE sections SET starts_on = ?, ends_on = ?, formula_code = ?,
    is_dual = ?, moodle_url = ?, show_moodle = ? WHERE id = ?`);
  const demoDual = firstOf(db, demo, "c.kind = 'REGULAR' AND p.kind = 'CARRERA'");
  for (const section of sections) {
    const regular = section.kind === 'REGULAR';
    const dual =
      regular &&
      section.programmeKind === 'CARRERA' &&
      (section.id === demoDual || (!demo.has(section.id) && random.chance(0.15)));
    const moodle = section.modality === 'VIRTUAL' || !regular;
    update.run(
      section.startsOn,
      section.endsOn,
      regular ? (dual ? 'FD-02' : 'FR-01') : 'FA-01',
      Number(dual),
      moodle ? `https://aula.campus.example/course/view.php?id=${section.id}` : null,
      // Moodle shows its link once the teacher opened the course: most have.
      Number(moodle && (demo.has(section.id) || random.chance(0.8))),
      section.id,
    );
  }
}

/** The demo student's current sections. */
function demoSections(db: DatabaseSync): number[] {
  return queryAll<{ id: number }>(
    db,
    `SELECT ss.section_id AS id FROM section_students ss
      JOIN enrolments e ON e.id = ss.enrolment_id JOIN users u ON u.id = e.student_id
      WHERE u.username = 'alumno' ORDER BY ss.section_id`,
  ).map((row) => row.id);
}

function firstOf(db: DatabaseSync, sections: Set<number>, where: string): number | undefined {
  const ids = [...sections].join(',') || '0';
  return queryAll<{ id: number }>(
    db,
    `SELECT s.id FROM sections s JOIN courses c ON c.id = s.course_id
      JOIN programmes p ON p.id = c.programme_id
      WHERE s.id IN (${ids}) AND ${where} ORDER BY s.id LIMIT 1`,
  )[0]?.id;
}

const SLOTS = [
  ['08:00', '10:15'],
  ['10:30', '12:45'],
  ['14:00', '16:15'],
  ['16:30', '18:45'],
  ['19:00', '21:15'],
] as const;

/** One or two weekly sessions per section with classes (autonomous units have none). */
function seedTimetables(db: DatabaseSync, random: Random): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO section_timetable (section_id, weekday,
    start_time, end_time, room) VALUES (?, ?, ?, ?, ?)`);
  const sections = queryAll<{ id: number; modality: string; kind: string }>(
    db,
    `SELECT s.id, s.modality, c.kind FROM sections s JOIN courses c ON c.id = s.course_id
      WHERE c.kind <> 'AUTONOMO' ORDER BY s.id`,
  );
  for (const section of sections) {
    const sessions = section.kind === 'ELECTIVO' ? 1 : random.int(1, 2);
    for (let index = 0; index < sessions; index += 1) {
      const [start, end] = random.pick(SLOTS);
      const room =
        section.modality === 'PRESENCIAL'
          ? `Aula ${random.int(1, 4)}0${random.int(1, 9)}`
          : 'Sesión virtual';
      insert.run(section.id, random.int(1, 6), start, end, room);
    }
  }
}

/**
 * The demo student failed 'Base de Datos I' (CII) and takes it again: their courses span two
 * modules of the career, as the issue asks.
 */
function enrolDemoStudentInRetake(db: DatabaseSync): void {
  db.prepare(
    `INSERT INTO section_students (section_id, enrolment_id)
      SELECT s.id, e.id FROM enrolments e JOIN users u ON u.id = e.student_id
        JOIN courses c ON c.programme_id = e.programme_id AND c.name = 'Base de Datos I'
        JOIN sections s ON s.course_id = c.id AND s.campus_id = e.campus_id
          AND s.period_id = (SELECT id FROM periods WHERE is_current = 1)
      WHERE u.username = 'alumno' AND e.is_primary = 1`,
  ).run();
}

/**
 * Choices of the generated students (about half chose), with the autonomous unit's attempts
 * and some closing surveys. The demo student has chosen nothing yet.
 */
function seedUnitActivity(db: DatabaseSync, random: Random, now: number): void {
  const seats = queryAll<{
    enrolmentId: number;
    sectionId: number;
    courseId: number;
    kind: string;
  }>(
    db,
    `SELECT ss.enrolment_id AS enrolmentId, s.id AS sectionId, c.id AS courseId, c.kind
      FROM section_students ss JOIN sections s ON s.id = ss.section_id
      JOIN courses c ON c.id = s.course_id JOIN enrolments e ON e.id = ss.enrolment_id
      JOIN users u ON u.id = e.student_id
      WHERE c.kind <> 'REGULAR' AND u.username <> 'alumno' ORDER BY ss.enrolment_id, s.id`,
  );
  const optionsOf = (courseId: number) =>
    queryAll<{ id: number }>(db, 'SELECT id FROM elective_options WHERE course_id = ?', courseId);
  const choose = db.prepare(`INSERT INTO elective_choices (enrolment_id, course_id, option_id,
    chosen_at) VALUES (?, ?, ?, ?)`);
  const attempt = db.prepare(`INSERT INTO autonomous_attempts (enrolment_id, section_id,
    attempted_at, score) VALUES (?, ?, ?, ?)`);
  const answer = db.prepare(`INSERT INTO autonomous_survey_answers (enrolment_id, section_id,
    answer, comment, answered_at) VALUES (?, ?, ?, ?, ?)`);
  const scale = ['triumph', 'persevere', 'confused', 'relaxed', 'grin'] as const;
  for (const seat of seats) {
    if (!random.chance(0.5)) continue;
    const chosenAt = now - random.int(2, 20) * DAY;
    choose.run(seat.enrolmentId, seat.courseId, random.pick(optionsOf(seat.courseId)).id, chosenAt);
    if (seat.kind !== 'AUTONOMO') continue;
    const attempts = random.int(0, 3);
    for (let index = 0; index < attempts; index += 1) {
      attempt.run(
        seat.enrolmentId,
        seat.sectionId,
        chosenAt + (index + 1) * DAY,
        random.int(8, 20),
      );
    }
    if (attempts > 0 && random.chance(0.4)) {
      answer.run(
        seat.enrolmentId,
        seat.sectionId,
        random.pick(scale),
        random.chance(0.5) ? 'Me gustó poder avanzar a mi ritmo.' : null,
        chosenAt + (attempts + 1) * DAY,
      );
    }
  }
}

function seedLibrary(db: DatabaseSync): void {
  const resource = db.prepare(`INSERT INTO library_resources (brand_id, kind, title, description,
    url, position) VALUES (NULL, ?, ?, ?, ?, ?)`);
  librarySeeds.forEach((seed, index) =>
    resource.run(seed.kind, seed.title, seed.description, seed.url, index + 1),
  );
  const guide = db.prepare(`INSERT INTO student_guides (programme_kind, title, summary, body,
    position) VALUES (?, ?, ?, ?, ?)`);
  guideSeeds.forEach((seed, index) =>
    guide.run(seed.kind, seed.title, seed.summary, seed.body, index + 1),
  );
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedCourses };
