// A procedure request's states as SQL lists (migration 019). Shared by the procedures' trays and
// by the fee state (feeState.sql.ts), where an open report of a payment puts a fee on hold.

/** The states of a request in progress. */
export const OPEN = "('REGISTRADO', 'EN_REVISION', 'OBSERVADO')";
