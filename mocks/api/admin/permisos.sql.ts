// SQL of the permission keys and their holders.

const KEY_COLUMNS = `p.codigo AS id, p.codigo, p.descripcion,
    (SELECT count(*) FROM user_permissions g WHERE g.permission = p.codigo) AS titulares`;

const KEY_WHERE = `WHERE (:q IS NULL OR instr(fold(p.codigo || ' ' || p.descripcion), fold(:q)) > 0)`;

/** `id` is the key itself. */
export const KEY_SORTABLE = ['codigo', 'titulares', 'id'] as const;

export const keySql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${KEY_COLUMNS} FROM permissions p ${KEY_WHERE}
      ORDER BY ${field} ${order}, p.codigo ${order} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM permissions p ${KEY_WHERE}`,
};

export const KEY_SQL = `SELECT ${KEY_COLUMNS} FROM permissions p WHERE p.codigo = :codigo`;

const HOLDER_COLUMNS = `g.permission || '-' || u.id AS id, g.permission AS permiso,
    u.id AS usuarioId, u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    u.tip AS tipo`;

const HOLDER_FROM = 'FROM user_permissions g JOIN users u ON u.id = g.user_id';

const HOLDER_WHERE = `WHERE (:permiso IS NULL OR g.permission = :permiso)
    AND (:usuarioId IS NULL OR u.id = :usuarioId)
    AND (:q IS NULL OR instr(fold(u.username || ' ' || u.first_name || ' ' || u.paternal_surname
      || ' ' || u.maternal_surname), fold(:q)) > 0)`;

export const HOLDER_SORTABLE = ['usuario', 'nombreCompleto', 'permiso', 'id'] as const;

export const holderSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${HOLDER_COLUMNS} ${HOLDER_FROM} ${HOLDER_WHERE}
      ORDER BY ${field} COLLATE NOCASE ${order}, id ${order} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${HOLDER_FROM} ${HOLDER_WHERE}`,
};

export const HOLDER_SQL = `SELECT ${HOLDER_COLUMNS} ${HOLDER_FROM}
  WHERE g.permission = :permiso AND u.id = :usuarioId`;

export const USER_BY_NAME_SQL = 'SELECT id FROM users WHERE username = :usuario';

export const GRANT_SQL =
  'INSERT INTO user_permissions (user_id, permission) VALUES (:usuarioId, :permiso)';

export const REVOKE_SQL =
  'DELETE FROM user_permissions WHERE user_id = :usuarioId AND permission = :permiso';
