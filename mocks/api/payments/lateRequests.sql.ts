// SQL of the procedures a fee files (a late payment's extension, a payment not reflected).

// A key already used by the caller, and the fee its request is tied to.
export const KEY_FEE_SQL = `SELECT fr.fee_id AS feeId FROM procedure_requests pr
  JOIN fee_requests fr ON fr.request_id = pr.id
  WHERE pr.requester_id = :requesterId AND pr.idempotency_key = :key`;
