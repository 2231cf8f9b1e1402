import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';

export interface StudentProgramme {
  id: number;
  name: string;
  slug: string;
  courses: Array<{ sectionId: number; name: string; slug: string }>;
}

interface SeatRow {
  programme_id: number;
  programme_name: string;
  programme_slug: string;
  section_id: number;
  course_name: string;
  slug: string;
}

const SEATS_SQL = `SELECT p.id AS programme_id, p.name AS programme_name, p.slug AS programme_slug,
    s.id AS section_id,
    c.name AS course_name, c.slug
  FROM enrolments e
  JOIN programmes p ON p.id = e.programme_id
  JOIN section_students ss ON ss.enrolment_id = e.id
  JOIN sections s ON s.id = ss.section_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  JOIN courses c ON c.id = s.course_id
  WHERE e.student_id = ?
  ORDER BY e.is_primary DESC, e.id, c.id`;

/** The programmes a student follows with their current-period courses, primary programme first. */
export function studentProgrammes(db: DatabaseSync, studentId: number): StudentProgramme[] {
  const programmes = new Map<number, StudentProgramme>();
  for (const row of queryAll<SeatRow>(db, SEATS_SQL, studentId)) {
    const programme = programmes.get(row.programme_id) ?? {
      id: row.programme_id,
      name: row.programme_name,
      slug: row.programme_slug,
      courses: [],
    };
    programme.courses.push({ sectionId: row.section_id, name: row.course_name, slug: row.slug });
    programmes.set(row.programme_id, programme);
  }
  return [...programmes.values()];
}

/**
 * The plural a brand's nomenclature gives courses for a user type (positional: brand, user type).
 * It names the student's courses folder ('Mis cursos' by default), so a superadmin's rename shows
 * on the next load of the menu.
 */
export const COURSES_PLURAL_SQL = `SELECT plural FROM nomenclatures
  WHERE brand_id = ? AND user_type_id = ? AND key = 'COURSE'`;

/** A menu profile's entries, in their order (positional: the profile). */
export const MENU_SQL = `SELECT id, parent_id, icono, titulo, target, referencia, bloqueable,
    codigo_notificacion, expands
  FROM menu_items WHERE profile = ? ORDER BY position, id`;

/** EVA_ELECTIVES for a brand: a brand row overrides the global one. */
export const ELECTIVES_PARAMETER_SQL = `SELECT valor FROM parameters
  WHERE clave = 'EVA_ELECTIVES' AND (brand_id = ? OR brand_id IS NULL)
  ORDER BY brand_id IS NULL LIMIT 1`;
