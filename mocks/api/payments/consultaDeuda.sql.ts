// The public debt lookup's SQL (migration 046): a person's overdue fees by document, nothing else.

import { feeStateSql, netCentsSql } from '../../db/feeState.sql.ts';

/** The overdue fees of the student holding the document, with the name to mask. */
export const OVERDUE_BY_DOCUMENT_SQL = `SELECT u.first_name AS firstName,
    u.paternal_surname AS paternalSurname, u.maternal_surname AS maternalSurname,
    f.concept AS concepto, f.due_on AS vencimiento,
    ${netCentsSql('f')} + f.late_charge_cents AS totalCentimos
  FROM users u JOIN enrolments e ON e.student_id = u.id
  JOIN fees f ON f.enrolment_id = e.id
  WHERE u.tip = 1 AND u.document_type = :documentType AND u.document_number = :documentNumber
    AND ${feeStateSql('f')} = 'VENCIDA'
  ORDER BY f.due_on, f.id`;
