// A fee's state is worked out, never stored (migration 046): from its payment, an open report of
// a payment not reflected, its due day and today in Lima. Every reader uses these fragments, so
// the schedule, the public lookup and the debt helper agree.

import { OPEN } from '../procedures/requests.sql.ts';

/** The fee `f`'s state at `:today` ('YYYY-MM-DD', Lima). */
export const feeStateSql = (f: string) => `CASE
    WHEN EXISTS (SELECT 1 FROM payments pay WHERE pay.fee_id = ${f}.id) THEN 'PAGADA'
    WHEN EXISTS (SELECT 1 FROM fee_requests fr JOIN procedure_requests pr ON pr.id = fr.request_id
      WHERE fr.fee_id = ${f}.id AND fr.kind = 'PROBLEMA' AND pr.state IN ${OPEN}) THEN 'EN_PROCESO'
    WHEN ${f}.due_on < :today THEN 'VENCIDA'
    ELSE 'PENDIENTE' END`;

/** What the fee `f` costs after its discount and scholarship, before any late charge. */
export const netCentsSql = (f: string) =>
  `(${f}.amount_cents - ${f}.discount_cents - ${f}.scholarship_cents)`;
