import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { badRequest, forbidden } from '../errors.ts';
import { overdueCentsSql } from '../../db/feeState.sql.ts';
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

const ENROLMENT_COLUMNS = `e.id, e.code, e.programme_id AS programmeId, p.name AS programme,
    c.name AS campus, e.cycle_code AS cycle, cy.ordinal, e.state,
    ${overdueCentsSql('e')} AS debtCents,
    p.kind`;
const ENROLMENT_FROM = `FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  JOIN campuses c ON c.id = e.campus_id JOIN cycles cy ON cy.code = e.cycle_code`;

export const enrolmentsOf = (db: DatabaseSync, studentId: number, kind: string | null) =>
  queryAll<EnrolmentRow>(
    db,
    `SELECT ${ENROLMENT_COLUMNS} ${ENROLMENT_FROM}
      WHERE e.student_id = :studentId AND (:kind IS NULL OR p.kind = :kind)
      ORDER BY e.is_primary DESC, e.id`,
    { studentId, kind },
  );

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
  const enrolment = queryOne<EnrolmentRow & { studentId: number }>(
    db,
    `SELECT ${ENROLMENT_COLUMNS}, e.student_id AS studentId ${ENROLMENT_FROM} WHERE e.id = :id`,
    { id },
  );
  if (!enrolment || enrolment.studentId !== caller.idu) throw forbidden();
  if (audience !== null && enrolment.kind !== audience)
    throw badRequest({ idMatricula: [procedureTexts.invalidValue] });
  return enrolment;
}

const OPEN_REQUEST_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_requests
  WHERE requester_id = :userId AND type_id = :typeId
    AND state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')) AS open`;

/** Each eligibility rule of the type, met or not, with why. */
export function evaluateRules(
  db: DatabaseSync,
  caller: Caller,
  type: TypeRow,
  requirements: readonly RequirementRow[],
  enrolment: EnrolmentRow | null,
): Schemas['ReglaEvaluada'][] {
  const cycles = queryAll<{ code: string; ordinal: number }>(
    db,
    'SELECT code, ordinal FROM cycles',
  );
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

/** The courses a course field offers: the enrolment's curriculum, or a teacher's courses now. */
export function coursesFor(db: DatabaseSync, caller: Caller, enrolment: EnrolmentRow | null) {
  return enrolment
    ? queryAll<{ id: number; name: string; cycle: string; cycleName: string }>(
        db,
        `SELECT c.id, c.name, c.cycle_code AS cycle, cy.name AS cycleName
          FROM courses c JOIN cycles cy ON cy.code = c.cycle_code
          WHERE c.programme_id = :programmeId ORDER BY cy.ordinal, c.name`,
        { programmeId: enrolment.programmeId },
      )
    : queryAll<{ id: number; name: string; cycle: string; cycleName: string }>(
        db,
        `SELECT DISTINCT c.id, c.name, c.cycle_code AS cycle, cy.name AS cycleName
          FROM sections s JOIN courses c ON c.id = s.course_id
          JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
          JOIN cycles cy ON cy.code = c.cycle_code
          WHERE s.teacher_id = :teacherId ORDER BY cy.ordinal, c.name`,
        { teacherId: caller.idu },
      );
}
