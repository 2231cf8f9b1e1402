// SQL of a procedure request's changes (migration 019): its events and attachments, the
// versioned state change, and the document an approval issues.

/** Writes one event of a request. */
export const INSERT_EVENT_SQL = `INSERT INTO procedure_events (request_id, kind, category,
    from_state, to_state, comment, author_id, author_role, created_at)
  VALUES (:requestId, :kind, :category, :from, :to, :comment, :authorId, :role, :at)`;

/** Attaches one file to a request, with the event and stage it came with. */
export const INSERT_ATTACHMENT_SQL = `INSERT INTO procedure_attachments (request_id, file_id,
    requirement_id, event_id, stage) VALUES (:requestId, :fileId, :requirementId, :eventId, :stage)`;

/**
 * Moves a request to a state (closing it when final, reassigning it when a manager is given),
 * only if it is still at the version read: no change means another decider came first.
 */
export const UPDATE_REQUEST_SQL = `UPDATE procedure_requests SET state = :to, version = version + 1,
    updated_at = :at, closed_at = CASE WHEN :to IN ('APROBADO', 'RECHAZADO') THEN :at END,
    manager_id = coalesce(:managerId, manager_id)
  WHERE id = :id AND version = :version`;

/** The active signatures of a type, in their order, as the document prints them. */
export const SIGNERS_SQL = `SELECT signer AS firmante, post AS cargo FROM procedure_signatures
  WHERE type_id = :typeId AND is_active = 1 ORDER BY position`;

/** Writes the document issued for a request, with its signers (JSON). */
export const INSERT_DOCUMENT_SQL = `INSERT INTO issued_documents (request_id, number, name,
    signers, issued_at)
  VALUES (:id, :number, :name, :signers, :at)`;
