-- The support desk (issue 41): tickets of students and teachers, answered by admin-type staff.
-- Shaped like the help-desk products the contract mirrors (openapi/support-desk.yaml): the
-- description is the first comment, and every comment may carry attachments.
CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  requester_id INTEGER NOT NULL REFERENCES users (id),
  assignee_id INTEGER REFERENCES users (id),
  category TEXT NOT NULL CHECK (category IN ('ACADEMICO', 'TRAMITES', 'PAGOS', 'PLATAFORMA', 'OTROS')),
  subject TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'nuevo'
    CHECK (status IN ('nuevo', 'abierto', 'pendiente', 'resuelto', 'cerrado')),
  priority TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('baja', 'normal', 'alta', 'urgente')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- When staff last resolved it: the reopening window runs from here.
  resolved_at INTEGER,
  closed_at INTEGER,
  rating INTEGER CHECK (rating BETWEEN 1 AND 5),
  rating_comment TEXT,
  idempotency_key TEXT,
  UNIQUE (requester_id, idempotency_key)
);
CREATE INDEX support_tickets_requester ON support_tickets (requester_id, updated_at);
CREATE INDEX support_tickets_queue ON support_tickets (status, updated_at);

CREATE TABLE support_ticket_comments (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  is_staff INTEGER NOT NULL CHECK (is_staff IN (0, 1)),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  idempotency_key TEXT,
  UNIQUE (ticket_id, author_id, idempotency_key)
);
CREATE INDEX support_ticket_comments_ticket ON support_ticket_comments (ticket_id, id);

-- A file belongs to one comment at most.
CREATE TABLE support_ticket_attachments (
  comment_id INTEGER NOT NULL REFERENCES support_ticket_comments (id),
  file_id INTEGER NOT NULL UNIQUE REFERENCES files (id)
);
CREATE INDEX support_ticket_attachments_comment ON support_ticket_attachments (comment_id);

-- The institute's frequent questions, one of the assistant's sources; no other table held them.
CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  -- Comma list of ESTUDIANTES, DOCENTES: who the answer is for.
  audiences TEXT NOT NULL,
  -- The campus route that shows the matter, by the route table's name (src/routes).
  route_name TEXT NOT NULL,
  position INTEGER NOT NULL
);
