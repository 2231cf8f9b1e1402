// SQL of the superadmin's user list, flags, lock and temporary password.

const COLUMNS = `u.id, u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    u.tip AS tipo, b.code AS marca, u.user_code AS codigoUsuario,
    coalesce(u.institutional_email, u.email) AS correo,
    u.is_admin AS esAdministrativo, u.is_psychologist AS esPsicologo, 1 - u.is_active AS bloqueado,
    (SELECT group_concat(permission, ',') FROM (SELECT permission FROM user_permissions p
      WHERE p.user_id = u.id ORDER BY permission)) AS permisos,
    u.version`;

const FROM = 'FROM users u JOIN brands b ON b.id = u.brand_id';

const WHERE = `WHERE (:q IS NULL OR instr(fold(u.username || ' ' || u.first_name || ' ' ||
      u.paternal_surname || ' ' || u.maternal_surname || ' ' || u.user_code), fold(:q)) > 0)
    AND (:tipo IS NULL OR u.tip = :tipo)
    AND (:esAdministrativo IS NULL OR u.is_admin = :esAdministrativo)
    AND (:bloqueado IS NULL OR u.is_active = 1 - :bloqueado)`;

// What each sortable field of the API sorts by (the join makes a bare `id` ambiguous).
const SORT_COLUMNS: Record<string, string> = {
  usuario: 'u.username',
  nombreCompleto: 'nombreCompleto',
  tipo: 'u.tip',
  id: 'u.id',
};

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = Object.keys(SORT_COLUMNS);

export const usuarioSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ORDER BY ${SORT_COLUMNS[field]} COLLATE NOCASE ${order}, u.id ${order}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${FROM} ${WHERE}`,
  one: `SELECT ${COLUMNS} ${FROM} WHERE u.id = :id`,
  // Users come from enrolment and HR: the admin areas never insert or delete one.
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE users SET is_admin = :esAdministrativo, is_psychologist = :esPsicologo,
    version = version + 1 WHERE id = :id AND version = :version`,
};

export const LOCK_SQL = `UPDATE users SET is_active = 1 - :bloqueado, version = version + 1
  WHERE id = :id AND version = :version`;

export const PASSWORD_SQL = 'UPDATE users SET password_hash = :hash WHERE id = :id';
