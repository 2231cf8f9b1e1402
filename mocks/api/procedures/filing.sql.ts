// SQL of filing a procedure request (migration 019): the checks of its fields and files, who
// handles it, and the rows it writes.

/** A district's label as people read it: district, province, department. */
export const UBIGEO_LABEL_SQL = `SELECT d.name || ', ' || p.name || ', ' || dep.name AS label
  FROM ubigeo d JOIN ubigeo p ON p.code = substr(d.code, 1, 4)
  JOIN ubigeo dep ON dep.code = substr(d.code, 1, 2) WHERE d.code = :code`;

/** One of the owner's procedure uploads that no request has attached yet. */
export const OWN_FILE_SQL = `SELECT f.id, f.extension, f.size FROM files f
  WHERE f.id = :id AND f.owner_id = :ownerId AND f.purpose = 'ADJUNTO_TRAMITE'
    AND NOT EXISTS (SELECT 1 FROM procedure_attachments a WHERE a.file_id = f.id)`;

/** The teacher of a course, the one of the enrolment's own section first. */
export const COURSE_TEACHER_SQL = `SELECT s.teacher_id AS teacherId FROM sections s
  LEFT JOIN section_students ss ON ss.section_id = s.id AND ss.enrolment_id = :enrolmentId
  WHERE s.course_id = :courseId AND s.teacher_id IS NOT NULL
  ORDER BY ss.section_id IS NULL, s.id LIMIT 1`;

/** The manager of an area with the fewest open requests of it: they take a new one. */
export const NEXT_MANAGER_SQL = `SELECT m.user_id AS id FROM procedure_area_managers m
  WHERE m.area_code = :area
  ORDER BY (SELECT count(*) FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
      WHERE r.manager_id = m.user_id AND t.area_code = :area
        AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')), m.user_id
  LIMIT 1`;

/** Writes a new request, REGISTRADO. */
export const INSERT_REQUEST_SQL = `INSERT INTO procedure_requests (type_id, requester_id,
    enrolment_id, audience, state, manager_id, responder_id, idempotency_key, comment, fee_cents,
    filed_at, updated_at, due_at)
  VALUES (:typeId, :requesterId, :enrolmentId, :audience, 'REGISTRADO', :managerId, :responderId,
    :key, :comment, :feeCents, :at, :at, :dueAt)`;

/** The request a requester already filed with an idempotency key. */
export const BY_KEY_SQL = `SELECT id FROM procedure_requests
  WHERE requester_id = :requesterId AND idempotency_key = :key`;

/** Writes one field answer of a request (positional: request, requirement, value, label). */
export const INSERT_ANSWER_SQL =
  'INSERT INTO procedure_answers (request_id, requirement_id, value, label) VALUES (?, ?, ?, ?)';

/** Approves a request on the system's behalf (an automatic type), closing it. */
export const APPROVE_BY_SYSTEM_SQL = `UPDATE procedure_requests SET state = 'APROBADO',
    version = version + 1, updated_at = :at, closed_at = :at
  WHERE id = :id`;
