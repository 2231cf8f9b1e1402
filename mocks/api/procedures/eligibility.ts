import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { badRequest, forbidden } from '../errors.ts';
import {
  CYCLES_SQL,
  ENROLMENT_SQL,
  ENROLMENTS_SQL,
  OPEN_REQUEST_SQL,
  PROGRAMME_COURSES_SQL,
  TEACHER_COURSES_SQL,
} from './eligibility.sql.ts';
import { procedureTexts, soles } from './texts.ts';
import type { Audiencia, RequirementRow, TypeRow } from './types.ts';

type Schemas = components['schemas'];

export interface EnrolmentRow {
  id: number;
  code: string;
  programmeId: number;
  programme: string;
  campus: string;
  cycle: string;
  ordinal: number;
  state: 'ACTIVA' | 'RETIRADA' | 'EGRESADA';
  debtCents: number;
  kind: 'CARRERA' | 'EXTENSION';
}

export const enrolmentsOf = (db: DatabaseSync, studentId: number, kind: string | null) =>
  queryAll<EnrolmentRow>(db, ENROLMENTS_SQL, { studentId, kind });

/**
 * The enrolment a student files for: one of their own (403 for another's), of `audience` when
 * given. Teachers file for none.
 */
export function enrolmentFor(
  db: DatabaseSync,
  caller: Caller,
  id: number | null | undefined,
  audience: Audiencia | null,
): EnrolmentRow | null {
  if (caller.tip !== 1) return null;
  if (!id) throw badRequest({ idMatricula: [procedureTexts.enrolmentRequired] });
  const enrolment = queryOne<EnrolmentRow & { studentId: number }>(db, ENROLMENT_SQL, { id });
  if (!enrolment || enrolment.studentId !== caller.idu) throw forbidden();
  if (audience !== null && enrolment.kind !== audience)
    throw badRequest({ idMatricula: [procedureTexts.invalidValue] });
  return enrolment;
}

/** Each eligibility rule of the type, met or not, with why. */
export function evaluateRules(
  db: DatabaseSync,
  caller: Caller,
  type: TypeRow,
  requirements: readonly RequirementRow[],
  enrolment: EnrolmentRow | null,
): Schemas['ReglaEvaluada'][] {
  const cycles = queryAll<{ code: string; ordinal: number }>(db, CYCLES_SQL);
  return requirements
    .filter((requirement) => requirement.kind === 'REGLA')
    .map((requirement) => {
      let failure: string | null = null;
      switch (requirement.rule) {
        case 'MATRICULA_ACTIVA':
          if (enrolment && enrolment.state !== 'ACTIVA') {
            failure = procedureTexts.rules.MATRICULA_ACTIVA;
          }
          break;
        case 'SIN_DEUDA':
          if (enrolment && enrolment.debtCents > 0) {
            failure = procedureTexts.rules.SIN_DEUDA(soles(enrolment.debtCents));
          }
          break;
        case 'CICLO_MINIMO': {
          const minimum = cycles.find((cycle) => cycle.code === requirement.ruleValue);
          if (enrolment && minimum && enrolment.ordinal < minimum.ordinal) {
            failure = procedureTexts.rules.CICLO_MINIMO(minimum.code);
          }
          break;
        }
        case 'SIN_TRAMITE_ABIERTO':
          if (queryFlag(db, OPEN_REQUEST_SQL, { userId: caller.idu, typeId: type.id })) {
            failure = procedureTexts.rules.SIN_TRAMITE_ABIERTO;
          }
          break;
      }
      return {
        idRequisito: requirement.id,
        nombre: requirement.name,
        cumple: failure === null,
        mensaje: failure,
      };
    });
}

interface CourseRow {
  id: number;
  name: string;
  cycle: string;
  cycleName: string;
}

/** The courses a course field offers: the enrolment's curriculum, or a teacher's courses now. */
export function coursesFor(db: DatabaseSync, caller: Caller, enrolment: EnrolmentRow | null) {
  return enrolment
    ? queryAll<CourseRow>(db, PROGRAMME_COURSES_SQL, { programmeId: enrolment.programmeId })
    : queryAll<CourseRow>(db, TEACHER_COURSES_SQL, { teacherId: caller.idu });
}
