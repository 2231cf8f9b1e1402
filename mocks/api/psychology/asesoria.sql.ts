// The SQL of the psychological orientation operations (asesoria.ts); tables of migration 047.

/** A slot as SLOT_SQL reads it. */
export interface SlotRow {
  id: number;
  psychologistId: number;
  startsAt: number;
  endsAt: number;
  booked: number;
}

const FULL_NAME = `u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname`;

export const PSYCHOLOGIST_SQL = `SELECT u.id FROM users u
  WHERE u.id = ? AND u.is_psychologist = 1 AND u.is_active = 1`;

export const HAS_PERMISSION_SQL = `SELECT EXISTS (SELECT 1 FROM user_permissions
  WHERE user_id = ? AND permission = ?) AS held`;

export const PSYCHOLOGISTS_SQL = `SELECT u.id AS idPsicologo, ${FULL_NAME} AS nombre FROM users u
  WHERE u.is_psychologist = 1 AND u.is_active = 1 ORDER BY u.first_name, u.paternal_surname, u.id`;

/** A psychologist's slots between two instants, with whether a student holds each. */
export const SLOTS_SQL = `SELECT s.id AS idAsesoria, s.starts_at AS startsAt, s.ends_at AS endsAt,
    EXISTS (SELECT 1 FROM psychology_appointments a WHERE a.slot_id = s.id
      AND a.state = 'AGENDADA') AS booked
  FROM psychology_slots s
  WHERE s.psychologist_id = :psychologistId AND s.starts_at >= :from AND s.starts_at < :to
  ORDER BY s.starts_at`;

export const SLOT_SQL = `SELECT s.id, s.psychologist_id AS psychologistId, s.starts_at AS startsAt,
    s.ends_at AS endsAt,
    EXISTS (SELECT 1 FROM psychology_appointments a WHERE a.slot_id = s.id
      AND a.state = 'AGENDADA') AS booked
  FROM psychology_slots s WHERE s.id = ?`;

export const OPEN_SLOT_SQL = `INSERT INTO psychology_slots (psychologist_id, starts_at, ends_at,
    created_at) VALUES (:psychologistId, :startsAt, :endsAt, :now)
  ON CONFLICT (psychologist_id, starts_at) DO NOTHING`;

// Only a free slot goes: one statement, so a booking made meanwhile keeps it.
export const CLOSE_SLOT_SQL = `DELETE FROM psychology_slots WHERE id = :id
  AND psychologist_id = :psychologistId
  AND NOT EXISTS (SELECT 1 FROM psychology_appointments a WHERE a.slot_id = psychology_slots.id
    AND a.state = 'AGENDADA')`;

/** Free slots a student may book, of every psychologist or one. */
export const FREE_SLOTS_SQL = `SELECT s.id AS idAsesoria, s.starts_at AS startsAt,
    s.ends_at AS endsAt, u.id AS idPsicologo, ${FULL_NAME} AS psicologo
  FROM psychology_slots s JOIN users u ON u.id = s.psychologist_id AND u.is_active = 1
  WHERE s.starts_at >= :from AND s.starts_at < :to
    AND (:psychologistId IS NULL OR s.psychologist_id = :psychologistId)
    AND NOT EXISTS (SELECT 1 FROM psychology_appointments a WHERE a.slot_id = s.id
      AND a.state = 'AGENDADA')
  ORDER BY s.starts_at, u.first_name, u.id`;

const APPOINTMENT_COLUMNS = `a.id AS idCita, a.slot_id AS slotId, a.student_id AS studentId,
    a.psychologist_id AS psychologistId, a.starts_at AS startsAt, a.ends_at AS endsAt,
    a.state, a.modality, a.reason, a.notes, a.idempotency_key AS idempotencyKey`;

export const APPOINTMENT_SQL = `SELECT ${APPOINTMENT_COLUMNS},
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.psychologist_id) AS psychologistName,
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.student_id) AS studentName
  FROM psychology_appointments a WHERE a.id = ?`;

// spec §1 availability calendar: the appointments entering their last day, not reminded yet.
export const DUE_REMINDERS_SQL = `SELECT a.student_id AS studentId, a.psychologist_id AS psychologistId,
    a.id, a.starts_at AS startsAt,
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.psychologist_id) AS psychologistName,
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.student_id) AS studentName
  FROM psychology_appointments a
  WHERE a.state = 'AGENDADA' AND a.reminded_at IS NULL
    AND a.starts_at > :now AND a.starts_at <= :now + :ahead
  ORDER BY a.starts_at`;

// Taken once: a reminder two runs race for goes out from the one that marks it.
export const MARK_REMINDED_SQL = `UPDATE psychology_appointments SET reminded_at = :now
  WHERE id = :id AND reminded_at IS NULL`;

export const BY_KEY_SQL = `SELECT a.id FROM psychology_appointments a
  WHERE a.student_id = :studentId AND a.idempotency_key = :key`;

export const UPCOMING_SQL = `SELECT a.id FROM psychology_appointments a
  WHERE a.student_id = :studentId AND a.state = 'AGENDADA' AND a.ends_at > :now LIMIT 1`;

export const BOOK_SQL = `INSERT INTO psychology_appointments (slot_id, psychologist_id, student_id,
    starts_at, ends_at, modality, reason, idempotency_key, booked_at)
  SELECT s.id, s.psychologist_id, :studentId, s.starts_at, s.ends_at, :modality, :reason, :key, :now
  FROM psychology_slots s WHERE s.id = :slotId
  RETURNING id`;

export const CANCEL_SQL = `UPDATE psychology_appointments SET state = 'CANCELADA',
    cancelled_at = :now WHERE id = :id AND state = 'AGENDADA'`;

// A moved appointment is reminded again before its new time (050).
export const MOVE_SQL = `UPDATE psychology_appointments SET slot_id = s.id,
    psychologist_id = s.psychologist_id, starts_at = s.starts_at, ends_at = s.ends_at,
    reminded_at = NULL
  FROM psychology_slots s WHERE s.id = :slotId AND psychology_appointments.id = :id
    AND psychology_appointments.state = 'AGENDADA'`;

export const STUDENT_APPOINTMENTS_SQL = `SELECT ${APPOINTMENT_COLUMNS},
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.psychologist_id) AS psychologistName,
    '' AS studentName
  FROM psychology_appointments a WHERE a.student_id = :userId
  ORDER BY a.ends_at <= :now, CASE WHEN a.ends_at > :now THEN a.starts_at ELSE -a.starts_at END`;

export const PSYCHOLOGIST_APPOINTMENTS_SQL = `SELECT ${APPOINTMENT_COLUMNS},
    '' AS psychologistName,
    (SELECT ${FULL_NAME} FROM users u WHERE u.id = a.student_id) AS studentName
  FROM psychology_appointments a WHERE a.psychologist_id = :userId
  ORDER BY a.ends_at <= :now, CASE WHEN a.ends_at > :now THEN a.starts_at ELSE -a.starts_at END`;

export const SAVE_NOTES_SQL = `UPDATE psychology_appointments SET notes = :notes WHERE id = :id`;
