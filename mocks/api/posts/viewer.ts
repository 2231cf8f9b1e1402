import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { STUDENT_PROFILES_SQL, TEACHER_PROFILES_SQL } from './viewer.sql.ts';

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

export function viewerOf(db: DatabaseSync, caller: Caller): Viewer {
  const rows =
    caller.tip === 3
      ? []
      : queryAll<{ state: string; profile: string }>(
          db,
          caller.tip === 1 ? STUDENT_PROFILES_SQL : TEACHER_PROFILES_SQL,
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
