import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { prepareUserInsert, randomPerson } from './people.ts';
import type { Random } from './random.ts';
import { sectionKey, type SectionIndex } from './seedSections.ts';
import type { Brand, Campus, Institute, Programme } from './seedInstitute.ts';

export const DEMO_STUDENT_CYCLE = 'CIII';

/**
 * The first generated students sign in as 'alumno1' … 'alumno8' (README): spare accounts for
 * trying flows that change data, such as a password reset, without touching 'alumno'. The e2e
 * suite gives each worker its own.
 */
export const SPARE_STUDENTS = 8;
export const spareStudentUsername = (index: number) => `alumno${index + 1}`;

interface StudentInput {
  random: Random;
  institute: Institute;
  sections: SectionIndex;
  demoStudentId: number;
  firstUserId: number;
  students: number;
  sharedHash: string;
}

/** Enrols the demo student and creates `students` more, each in one career (some add an extension). */
export function seedStudents(db: DatabaseSync, input: StudentInput): number {
  const { random, institute, sections } = input;
  const insertUser = prepareUserInsert(db);
  const insertEnrolment = db.prepare(`INSERT INTO enrolments (student_id, programme_id, campus_id,
    code, cycle_code, is_primary) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertSeat = db.prepare(
    'INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)',
  );
  let enrolments = 0;

  const enrol = (
    studentId: number,
    programme: Programme,
    campus: Campus,
    cycle: string,
    isPrimary: boolean,
  ) => {
    enrolments += 1;
    const code = `A2026-${String(enrolments).padStart(5, '0')}`;
    const primary = Number(isPrimary);
    const enrolmentId = insertRow(
      insertEnrolment,
      studentId,
      programme.id,
      campus.id,
      code,
      cycle,
      primary,
    );
    for (const courseId of programme.courses.get(cycle) ?? []) {
      const sectionId = sections.get(sectionKey(courseId, campus.id));
      if (sectionId !== undefined) insertSeat.run(sectionId, enrolmentId);
    }
  };
  const extensionOf = (brand: Brand) =>
    brand.programmes.find((programme) => programme.kind === 'EXTENSION');

  const home = institute.brands[0];
  enrol(input.demoStudentId, home.programmes[0], home.campuses[0], DEMO_STUDENT_CYCLE, true);
  const homeExtension = extensionOf(home);
  if (homeExtension) enrol(input.demoStudentId, homeExtension, home.campuses[0], '00', false);

  for (let index = 0; index < input.students; index += 1) {
    // The first brand is the flagship and gets about a third of the students.
    const brand = random.chance(0.35) ? home : random.pick(institute.brands);
    const campus = random.pick(brand.campuses);
    const careers = brand.programmes.filter((programme) => programme.kind === 'CARRERA');
    const career = random.pick(careers);
    const cycles = [...career.courses.keys()];
    const id = input.firstUserId + index;
    const person = randomPerson(random, {
      id,
      tip: 1,
      brandId: brand.id,
      mailDomain: brand.seed.domain,
      place: campus.place,
      passwordHash: input.sharedHash,
    });
    insertUser(
      index < SPARE_STUDENTS ? { ...person, username: spareStudentUsername(index) } : person,
    );
    enrol(id, career, campus, random.pick(cycles), true);
    const extension = extensionOf(brand);
    if (extension && random.chance(0.15)) enrol(id, extension, campus, '00', false);
  }
  return enrolments;
}
