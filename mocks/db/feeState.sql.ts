// A fee's state is worked out, never stored (migration 046): from its payment, an open report of
// a payment not reflected, its due day and today in Lima. Every reader uses these fragments, so
// the schedule, the public lookup and the debt helper agree.

import { OPEN } from './requestStates.sql.ts';

/** Today in Lima by the demo clock (campus_now(), epoch ms), for queries that take no `:today`. */
const CAMPUS_TODAY = "date(campus_now() / 1000, 'unixepoch', '-5 hours')";

/** The fee `f`'s state at `today` ('YYYY-MM-DD', Lima; the `:today` parameter by default). */
export const feeStateSql = (f: string, today = ':today') => `CASE
    WHEN EXISTS (SELECT 1 FROM payments pay WHERE pay.fee_id = ${f}.id) THEN 'PAGADA'
    WHEN EXISTS (SELECT 1 FROM fee_requests fr JOIN procedure_requests pr ON pr.id = fr.request_id
      WHERE fr.fee_id = ${f}.id AND fr.kind = 'PROBLEMA' AND pr.state IN ${OPEN}) THEN 'EN_PROCESO'
    WHEN ${f}.due_on < ${today} THEN 'VENCIDA'
    ELSE 'PENDIENTE' END`;

/** What the fee `f` costs after its discount and scholarship, before any late charge. */
export const netCentsSql = (f: string) =>
  `(${f}.amount_cents - ${f}.discount_cents - ${f}.scholarship_cents)`;

/**
 * What the enrolment `e` owes today: its overdue fees with their late charges. The procedures'
 * no-debt rule reads it (mocks/api/procedures/eligibility.ts), so paying clears it at once.
 */
export const overdueCentsSql = (e: string) => `(SELECT coalesce(sum(${netCentsSql('od')}
    + od.late_charge_cents), 0) FROM fees od
  WHERE od.enrolment_id = ${e}.id AND ${feeStateSql('od', CAMPUS_TODAY)} = 'VENCIDA')`;
