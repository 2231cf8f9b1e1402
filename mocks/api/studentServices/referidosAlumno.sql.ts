// SQL of the students' own referrals (migrations 016 and 049). Every read names its referrer.

const BENEFIT_OF = `(SELECT mr.valor FROM master_records mr
    JOIN master_tables mt ON mt.id = mr.table_id AND mt.codigo = 'BENEFICIOS_REFERIDOS'
    WHERE mr.codigo = r.estado AND mr.activo = 1)`;

const COLUMNS = `r.id AS idReferido, r.nombres, r.apellidos, r.telefono, r.correo,
    p.name AS programa, r.estado, ${BENEFIT_OF} AS beneficio, r.created_at AS registradoEn`;

const FROM = 'FROM referrals r JOIN programmes p ON p.id = r.programme_id';

export const OWN_REFERRALS_SQL = `SELECT ${COLUMNS} ${FROM} WHERE r.referrer_id = :referrerId
  ORDER BY r.created_at DESC, r.id DESC`;

export const REFERRAL_SQL = `SELECT ${COLUMNS} ${FROM} WHERE r.id = :id`;

export const BY_KEY_SQL = `SELECT id FROM referrals
  WHERE referrer_id = :referrerId AND idempotency_key = :key`;

// Anyone's referral counts: a person is referred once.
export const PHONE_TAKEN_SQL =
  'SELECT EXISTS (SELECT 1 FROM referrals WHERE telefono = :phone) AS taken';
export const MAIL_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM referrals
  WHERE lower(correo) = lower(:mail)) AS taken`;

/** The careers of the caller's brand: the programmes a friend may be interested in. */
export const PROGRAMMES_SQL = `SELECT p.id AS idPrograma, p.name AS nombre FROM programmes p
  WHERE p.kind = 'CARRERA' AND p.brand_id = (SELECT brand_id FROM users WHERE id = :userId)
  ORDER BY p.name`;

export const PROGRAMME_OK_SQL = `SELECT EXISTS (SELECT 1 FROM programmes p WHERE p.id = :id
  AND p.kind = 'CARRERA' AND p.brand_id = (SELECT brand_id FROM users WHERE id = :userId)) AS ok`;

const RECORDS_OF = (table: string, columns: string) => `SELECT ${columns} FROM master_records mr
  JOIN master_tables mt ON mt.id = mr.table_id AND mt.codigo = '${table}' AND mt.activo = 1
  WHERE mr.activo = 1 ORDER BY mr.orden, mr.id`;

export const RULES_SQL = RECORDS_OF('REGLAS_REFERIDOS', 'mr.valor AS regla');
export const BENEFITS_SQL = RECORDS_OF(
  'BENEFICIOS_REFERIDOS',
  'mr.codigo AS estado, mr.valor AS beneficio, mr.descripcion AS condicion',
);

export const INSERT_SQL = `INSERT INTO referrals (referrer_id, nombres, apellidos, telefono,
    correo, programme_id, created_at, consent_at, idempotency_key)
  VALUES (:referrerId, :nombres, :apellidos, :telefono, :correo, :programmeId, :now, :now, :key)
  RETURNING id`;
