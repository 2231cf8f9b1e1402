// SQL of the support desk (migration 053). Times are epoch ms.

const FULL_NAME = (alias: string) =>
  `${alias}.paternal_surname || ' ' || ${alias}.maternal_surname || ', ' || ${alias}.first_name`;

const SUMMARY_COLUMNS = `t.id, t.subject AS asunto, t.category AS categoria, t.status AS estado,
  t.priority AS prioridad, t.created_at AS creado, t.updated_at AS actualizado`;

export const OWN_TICKETS_SQL = `SELECT ${SUMMARY_COLUMNS} FROM support_tickets t
  WHERE t.requester_id = :userId AND (:estado IS NULL OR t.status = :estado)
  ORDER BY t.updated_at DESC, t.id DESC`;

export const TICKET_SQL = `SELECT ${SUMMARY_COLUMNS}, t.requester_id AS requesterId,
    ${FULL_NAME('r')} AS requesterName, r.username AS requesterUsername,
    t.assignee_id AS assigneeId, ${FULL_NAME('a')} AS assigneeName,
    t.resolved_at AS resuelto, t.closed_at AS cerrado, t.rating, t.rating_comment AS ratingComment
  FROM support_tickets t JOIN users r ON r.id = t.requester_id
  LEFT JOIN users a ON a.id = t.assignee_id
  WHERE t.id = :id`;

export const COMMENTS_SQL = `SELECT c.id, c.author_id AS authorId, ${FULL_NAME('u')} AS authorName,
    c.is_staff AS isStaff, c.body AS texto, c.created_at AS creado
  FROM support_ticket_comments c JOIN users u ON u.id = c.author_id
  WHERE c.ticket_id = :id ORDER BY c.id`;

export const ATTACHMENTS_SQL = `SELECT a.comment_id AS commentId, f.id AS idArchivo, f.name AS nombre,
    f.extension, f.size AS tamano
  FROM support_ticket_attachments a
  JOIN support_ticket_comments c ON c.id = a.comment_id
  JOIN files f ON f.id = a.file_id
  WHERE c.ticket_id = :id ORDER BY f.id`;

export const ATTACHMENT_FILE_SQL = `SELECT f.name, f.content_type AS contentType, f.stored_as AS storedAs
  FROM support_ticket_attachments a
  JOIN support_ticket_comments c ON c.id = a.comment_id
  JOIN files f ON f.id = a.file_id
  WHERE c.ticket_id = :ticketId AND f.id = :fileId`;

/**
 * A file the caller may attach: their own procedure-purpose upload, not attached to a ticket, a
 * procedure request or a payment report yet.
 */
export const FREE_FILE_SQL = `SELECT f.id, f.extension, f.content_type AS contentType, f.size
  FROM files f
  WHERE f.id = :fileId AND f.owner_id = :ownerId AND f.purpose = 'ADJUNTO_TRAMITE'
    AND NOT EXISTS (SELECT 1 FROM support_ticket_attachments a WHERE a.file_id = f.id)
    AND NOT EXISTS (SELECT 1 FROM procedure_attachments p WHERE p.file_id = f.id)`;

export const TICKET_BY_KEY_SQL = `SELECT id FROM support_tickets
  WHERE requester_id = :requesterId AND idempotency_key = :key`;

export const INSERT_TICKET_SQL = `INSERT INTO support_tickets (requester_id, category, subject,
    created_at, updated_at, idempotency_key)
  VALUES (:requesterId, :category, :subject, :now, :now, :key) RETURNING id`;

export const COMMENT_BY_KEY_SQL = `SELECT id FROM support_ticket_comments
  WHERE ticket_id = :ticketId AND author_id = :authorId AND idempotency_key = :key`;

export const INSERT_COMMENT_SQL = `INSERT INTO support_ticket_comments (ticket_id, author_id,
    is_staff, body, created_at, idempotency_key)
  VALUES (:ticketId, :authorId, :isStaff, :body, :now, :key) RETURNING id`;

export const INSERT_ATTACHMENT_SQL = `INSERT INTO support_ticket_attachments (comment_id, file_id)
  VALUES (:commentId, :fileId)`;

export const UPDATE_STATE_SQL = `UPDATE support_tickets SET status = :status, priority = :priority,
    assignee_id = :assigneeId, updated_at = :now, resolved_at = :resolvedAt,
    closed_at = :closedAt, rating = :rating, rating_comment = :ratingComment
  WHERE id = :id`;

// The staff queue (ra-data-simple-rest): filters as named parameters, order from a fixed list.
const QUEUE_WHERE = `WHERE (:q IS NULL OR instr(fold(t.subject || ' ' || r.first_name || ' '
      || r.paternal_surname || ' ' || r.maternal_surname || ' ' || r.username), fold(:q)) > 0)
    AND (:estado IS NULL OR t.status = :estado)
    AND (:prioridad IS NULL OR t.priority = :prioridad)
    AND (:categoria IS NULL OR t.category = :categoria)`;

const QUEUE_FROM = `FROM support_tickets t JOIN users r ON r.id = t.requester_id
  LEFT JOIN users a ON a.id = t.assignee_id`;

export const queueSql = (order: string) => `SELECT ${SUMMARY_COLUMNS},
    ${FULL_NAME('r')} AS solicitante, r.username AS usuario, ${FULL_NAME('a')} AS asignado
  ${QUEUE_FROM} ${QUEUE_WHERE} ${order} LIMIT :limit OFFSET :offset`;

export const QUEUE_COUNT_SQL = `SELECT count(*) AS total ${QUEUE_FROM} ${QUEUE_WHERE}`;

/** Sortable fields of the queue and the expression each sorts by. */
export const QUEUE_SORT = {
  actualizado: 't.updated_at',
  creado: 't.created_at',
  estado: 't.status',
  prioridad:
    "CASE t.priority WHEN 'urgente' THEN 0 WHEN 'alta' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END",
  id: 't.id',
} as const;
