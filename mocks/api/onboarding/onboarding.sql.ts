// SQL of the onboarding operations (issue 34; openapi/main/onboarding.yaml).

/** The caller's copies of a process task's steps, in the definitions' order. */
export const STEPS_SQL = `SELECT t.modulo, d.nombre AS titulo, d.orden,
    t.completed_at AS completadoEn, t.skipped_at AS omitidoEn
  FROM user_tasks t
  JOIN task_definitions d ON d.id = t.task_id AND d.activo = 1
  JOIN task_definitions p ON p.id = d.parent_id
  WHERE t.user_id = :userId AND p.modulo = :task AND p.audiencia = 'ESTUDIANTES'
  ORDER BY d.orden, t.id`;

/** The caller's copy of the process task itself, an open one first. */
export const PROCESS_SQL = `SELECT completed_at AS completedAt FROM user_tasks
  WHERE user_id = :userId AND modulo = :task AND is_sub_task = 0
  ORDER BY completed_at IS NOT NULL, id LIMIT 1`;

export const STUDENT_SQL = `SELECT u.first_name AS nombres,
    u.paternal_surname || ' ' || u.maternal_surname AS apellidos, u.user_code AS codigo,
    p.name AS programa, p.kind
  FROM users u
  LEFT JOIN enrolments e ON e.student_id = u.id AND e.is_primary = 1
  LEFT JOIN programmes p ON p.id = e.programme_id
  WHERE u.id = :userId`;

export const DATA_SQL = `SELECT u.document_type, u.document_number, u.gender, u.email, u.phone,
    u.phone_verified, u.address, u.ubigeo, r.birth_date, r.nationality, r.marital_status,
    r.emergency_name, r.emergency_relationship, r.emergency_phone, r.school_name, r.school_kind,
    r.school_year, r.school_ubigeo, r.has_disability, r.disability_kind, r.conadis_number,
    r.support_needed, r.health_insurance, r.works, r.household_size, r.household_income,
    r.housing, r.funding
  FROM users u LEFT JOIN student_records r ON r.user_id = u.id
  WHERE u.id = :userId`;
