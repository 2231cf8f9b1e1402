// SQL of the socioeconomic scholarship form and its evaluation (migration 055). Times are epoch ms.

/** The current period, when the socioeconomic scholarship is offered in it. */
export const OPEN_PERIOD_SQL = `SELECT p.id, p.code FROM periods p
  JOIN scholarship_periods sp ON sp.period_id = p.id
  JOIN scholarships s ON s.id = sp.scholarship_id AND s.kind = 'SOCIOECONOMICA'
  WHERE p.is_current = 1`;

const FORM_COLUMNS = `f.id AS formId, f.household_members AS integrantes, f.dependants AS dependientes,
    f.provider AS sostenHogar, f.monthly_income AS ingresoMensual, f.earners AS aportantes,
    f.tenure AS tenencia, f.rooms AS habitaciones, f.application_id AS applicationId,
    fi.id AS incomeFileId, fi.name AS incomeName, fi.extension AS incomeExtension,
    fi.size AS incomeSize, fu.id AS utilityFileId, fu.name AS utilityName,
    fu.extension AS utilityExtension, fu.size AS utilitySize`;

const FORM_FILES = `LEFT JOIN files fi ON fi.id = f.income_file_id
  LEFT JOIN files fu ON fu.id = f.utility_file_id`;

export const FORM_SQL = `SELECT ${FORM_COLUMNS} FROM socioeconomic_forms f ${FORM_FILES}
  WHERE f.student_id = :studentId AND f.period_id = :periodId`;

export const CREATE_FORM_SQL = `INSERT INTO socioeconomic_forms (student_id, period_id, updated_at)
  VALUES (:studentId, :periodId, :now) ON CONFLICT (student_id, period_id) DO NOTHING`;

export const SAVE_HOUSEHOLD_SQL = `UPDATE socioeconomic_forms SET household_members = :integrantes,
    dependants = :dependientes, provider = :sostenHogar, updated_at = :now
  WHERE id = :id AND application_id IS NULL`;

export const SAVE_INCOME_SQL = `UPDATE socioeconomic_forms SET monthly_income = :ingresoMensual,
    earners = :aportantes, updated_at = :now
  WHERE id = :id AND application_id IS NULL`;

export const SAVE_HOUSING_SQL = `UPDATE socioeconomic_forms SET tenure = :tenencia,
    rooms = :habitaciones, updated_at = :now
  WHERE id = :id AND application_id IS NULL`;

// A document not given keeps the file saved before.
export const SAVE_DOCUMENTS_SQL = `UPDATE socioeconomic_forms
  SET income_file_id = coalesce(:income, income_file_id),
    utility_file_id = coalesce(:utility, utility_file_id), updated_at = :now
  WHERE id = :id AND application_id IS NULL`;

export const OWN_FILE_SQL = `SELECT EXISTS (SELECT 1 FROM files
  WHERE id = :fileId AND owner_id = :studentId AND purpose = 'DOCUMENTO_BECA') AS own`;

export const SUBMITTED_BY_KEY_SQL = `SELECT id FROM socioeconomic_forms
  WHERE student_id = :studentId AND submit_key = :key`;

export const APPLIED_SQL = `SELECT EXISTS (SELECT 1 FROM scholarship_applications a
  JOIN scholarships s ON s.id = a.scholarship_id AND s.kind = 'SOCIOECONOMICA'
  WHERE a.student_id = :studentId AND a.period_id = :periodId) AS applied`;

export const APPLY_SQL = `INSERT INTO scholarship_applications (student_id, scholarship_id,
    period_id, state, applied_at)
  SELECT :studentId, s.id, :periodId, 'EN_EVALUACION', :now FROM scholarships s
  WHERE s.kind = 'SOCIOECONOMICA'
  RETURNING id`;

export const LINK_SQL = `UPDATE socioeconomic_forms SET application_id = :applicationId,
    submit_key = :key, updated_at = :now
  WHERE id = :id`;

const STAFF_COLUMNS = `a.id, a.student_id AS idAlumno,
    u.paternal_surname || ' ' || u.maternal_surname || ', ' || u.first_name AS alumno,
    u.username AS usuario, u.user_code AS codigo, p.id AS periodId, p.code AS periodo,
    a.state AS estado, a.applied_at AS solicitadaEn, a.granted_percent AS porcentaje,
    a.rejection_reason AS motivoRechazo, a.decided_at AS evaluadoEn,
    CASE WHEN r.id IS NULL THEN NULL
      ELSE r.paternal_surname || ' ' || r.maternal_surname || ', ' || r.first_name END AS evaluadoPor,
    ${FORM_COLUMNS}`;

const STAFF_FROM = `FROM scholarship_applications a
  JOIN socioeconomic_forms f ON f.application_id = a.id
  JOIN users u ON u.id = a.student_id
  JOIN periods p ON p.id = a.period_id
  LEFT JOIN users r ON r.id = a.decided_by
  ${FORM_FILES}`;

const STAFF_WHERE = `WHERE (:q IS NULL OR instr(fold(u.first_name || ' ' || u.paternal_surname || ' '
      || u.maternal_surname || ' ' || u.username || ' ' || u.user_code), fold(:q)) > 0)
    AND (:estado IS NULL OR a.state = :estado)`;

/** The sortable fields of the staff's list and their SQL. */
export const SORT_COLUMNS = {
  solicitadaEn: 'a.applied_at',
  alumno: "u.paternal_surname || ' ' || u.maternal_surname || ' ' || u.first_name",
  estado: 'a.state',
  id: 'a.id',
} as const;

export const staffPageSql = (orderBy: string) =>
  `SELECT ${STAFF_COLUMNS} ${STAFF_FROM} ${STAFF_WHERE} ${orderBy} LIMIT :limit OFFSET :offset`;
export const STAFF_COUNT_SQL = `SELECT count(*) AS total ${STAFF_FROM} ${STAFF_WHERE}`;
export const STAFF_ONE_SQL = `SELECT ${STAFF_COLUMNS} ${STAFF_FROM} WHERE a.id = ?`;

export const DECIDE_SQL = `UPDATE scholarship_applications SET state = :estado,
    rejection_reason = :motivo, granted_percent = :porcentaje, decided_by = :deciderId,
    decided_at = :now
  WHERE id = :id AND state = 'EN_EVALUACION'`;

// The share of each unpaid fee of the period, in whole céntimos; a larger scholarship the fee
// already holds stays, and the fee's own discount plus it must leave something to pay (046).
const SHARE = '(:porcentaje * amount_cents / 100)';
export const DISCOUNT_FEES_SQL = `UPDATE fees SET scholarship_cents = ${SHARE},
    scholarship_name = :name
  WHERE period_id = :periodId
    AND enrolment_id IN (SELECT id FROM enrolments WHERE student_id = :studentId)
    AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.fee_id = fees.id)
    AND scholarship_cents < ${SHARE} AND discount_cents + ${SHARE} < amount_cents`;
