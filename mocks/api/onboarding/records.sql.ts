// How each onboarding form section is stored (041): what the user row keeps (document, gender,
// contact: Mi cuenta shows the same columns) and the rest in student_records. The demo API's
// handler and the seed write through these, so a seeded step and a saved one look alike.

/** A student's record row, created empty the first time one of its sections is saved. */
export const ENSURE_RECORD_SQL = `INSERT INTO student_records (user_id, updated_at)
  VALUES (:userId, :now) ON CONFLICT (user_id) DO NOTHING`;

const record = (assignments: string) =>
  `UPDATE student_records SET ${assignments}, updated_at = :now WHERE user_id = :userId`;

export const SAVE_PERSONAL_USER_SQL = `UPDATE users SET document_type = :documentType,
    document_number = :documentNumber, gender = :gender
  WHERE id = :userId`;
export const SAVE_PERSONAL_RECORD_SQL = record(
  'birth_date = :birthDate, nationality = :nationality, marital_status = :maritalStatus',
);

// A new number is not verified yet (the data update's 'verificarCelular' step, /actualizar-telefono).
export const SAVE_CONTACT_SQL = `UPDATE users SET email = :email,
    phone_verified = CASE WHEN phone IS :phone THEN phone_verified ELSE 0 END, phone = :phone,
    address = :address, ubigeo = :ubigeo, department = :department, province = :province,
    district = :district
  WHERE id = :userId`;

export const SAVE_EMERGENCY_SQL = record(`emergency_name = :name,
    emergency_relationship = :relationship, emergency_phone = :phone`);

export const SAVE_SCHOOL_SQL = record(`school_name = :name, school_kind = :kind,
    school_year = :year, school_ubigeo = :ubigeo`);

export const SAVE_HEALTH_SQL = record(`has_disability = :hasDisability,
    disability_kind = :disabilityKind, conadis_number = :conadisNumber,
    support_needed = :supportNeeded, health_insurance = :insurance`);

export const SAVE_SOCIOECONOMIC_SQL = record(`works = :works, household_size = :householdSize,
    household_income = :income, housing = :housing, funding = :funding`);
