// A returning student's pre-registration for the next period (045, the preRegistration alerts).

export const WINDOW_SQL = `SELECT id, code, :today BETWEEN pre_registration_opens_on
    AND pre_registration_closes_on AS isOpen
  FROM periods WHERE id = :period AND pre_registration_opens_on IS NOT NULL`;

export const ACTIVE_CAREER_SQL = `SELECT EXISTS (SELECT 1 FROM enrolments e
    JOIN programmes p ON p.id = e.programme_id
    WHERE e.student_id = ? AND e.state = 'ACTIVA' AND p.kind = 'CARRERA') AS active`;

// The student and the period are the record's key: a second confirmation keeps the first.
export const CONFIRM_SQL = `INSERT OR IGNORE INTO pre_registrations (student_id, period_id, registered_at)
  VALUES (:student, :period, :now)`;

export const REGISTERED_SQL = `SELECT registered_at AS registeredAt FROM pre_registrations
  WHERE student_id = :student AND period_id = :period`;
