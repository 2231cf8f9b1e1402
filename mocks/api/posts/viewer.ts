import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';

/**
 * Who reads the feed, as the audience rules need them (spec §6): their audiences, their division
 * (brand) and, for the advanced filter, one profile per enrolment (students, graduates) or per
 * section they teach this period (teachers). A post's filters must all hold one profile.
 */
export interface Viewer {
  userId: number;
  brand: string;
  students: boolean;
  graduates: boolean;
  teachers: boolean;
  /** A collaborator: reads every published post of their division. */
  staff: boolean;
  /** JSON list of { sede, programa, periodo, producto, modulo }, every value as text. */
  profiles: string;
}

const STUDENT_PROFILES = `SELECT e.state, json_object(
    'sede', CAST(e.campus_id AS TEXT), 'programa', CAST(e.programme_id AS TEXT),
    'periodo', (SELECT CAST(id AS TEXT) FROM periods WHERE is_current = 1),
    'producto', p.kind, 'modulo', e.cycle_code) AS profile
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = ? ORDER BY e.id`;

const TEACHER_PROFILES = `SELECT DISTINCT 'DOCENTE' AS state, json_object(
    'sede', CAST(s.campus_id AS TEXT), 'programa', CAST(c.programme_id AS TEXT),
    'periodo', CAST(s.period_id AS TEXT), 'producto', p.kind, 'modulo', c.cycle_code) AS profile
  FROM sections s JOIN courses c ON c.id = s.course_id JOIN programmes p ON p.id = c.programme_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE s.teacher_id = ?`;

export function viewerOf(db: DatabaseSync, caller: Caller): Viewer {
  const rows =
    caller.tip === 3
      ? []
      : queryAll<{ state: string; profile: string }>(
          db,
          caller.tip === 1 ? STUDENT_PROFILES : TEACHER_PROFILES,
          caller.idu,
        );
  return {
    userId: caller.idu,
    brand: String(caller.brandId),
    students: rows.some((row) => row.state === 'ACTIVA' || row.state === 'RETIRADA'),
    graduates: rows.some((row) => row.state === 'EGRESADA'),
    teachers: caller.tip === 2,
    staff: caller.tip === 3,
    profiles: `[${rows.map((row) => row.profile).join(',')}]`,
  };
}
