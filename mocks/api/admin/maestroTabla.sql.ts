// SQL of the master tables and their records (simple-rest, superadmin).

const TABLE_COLUMNS = `t.id, t.codigo, t.nombre, t.descripcion, t.activo, t.sistema, t.version,
    (SELECT count(*) FROM master_records r WHERE r.table_id = t.id) AS registros`;

const TABLE_WHERE = `WHERE (:q IS NULL OR instr(fold(t.codigo || ' ' || t.nombre), fold(:q)) > 0)
    AND (:activo IS NULL OR t.activo = :activo)`;

/** Columns a table list may sort by, as the API names them; the first is the default. */
export const TABLE_SORTABLE = ['codigo', 'nombre', 'registros', 'id'] as const;

/** `field` and `order` come from the sortable list and ASC/DESC only (readListQuery checks them). */
export const tableSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${TABLE_COLUMNS} FROM master_tables t ${TABLE_WHERE}
      ORDER BY ${field} COLLATE NOCASE ${order}, t.id ${order} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM master_tables t ${TABLE_WHERE}`,
  one: `SELECT ${TABLE_COLUMNS} FROM master_tables t WHERE t.id = :id`,
  insert: `INSERT INTO master_tables (codigo, nombre, descripcion, activo)
    VALUES (:codigo, :nombre, :descripcion, :activo)`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE master_tables SET nombre = :nombre, descripcion = :descripcion, activo = :activo,
    version = version + 1 WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM master_tables WHERE id = :id',
};

export const TABLE_CODE_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM master_tables
  WHERE codigo = :codigo COLLATE NOCASE) AS taken`;

const RECORD_COLUMNS = `id, table_id AS tablaId, codigo, valor, descripcion, orden, activo, version`;

const RECORD_WHERE = `WHERE (:tablaId IS NULL OR table_id = :tablaId)
    AND (:q IS NULL OR instr(fold(codigo || ' ' || valor), fold(:q)) > 0)
    AND (:activo IS NULL OR activo = :activo)`;

export const RECORD_SORTABLE = ['orden', 'codigo', 'valor', 'id'] as const;

export const recordSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${RECORD_COLUMNS} FROM master_records ${RECORD_WHERE}
      ORDER BY ${field} COLLATE NOCASE ${order}, id ${order} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM master_records ${RECORD_WHERE}`,
  one: `SELECT ${RECORD_COLUMNS} FROM master_records WHERE id = :id`,
  insert: `INSERT INTO master_records (table_id, codigo, valor, descripcion, orden, activo)
    VALUES (:tablaId, :codigo, :valor, :descripcion, :orden, :activo)`,
  update: `UPDATE master_records SET valor = :valor, descripcion = :descripcion, orden = :orden,
    activo = :activo, version = version + 1 WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM master_records WHERE id = :id',
};

export const TABLE_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM master_tables WHERE id = :tablaId) AS found';

export const RECORD_CODE_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM master_records
  WHERE table_id = :tablaId AND codigo = :codigo COLLATE NOCASE) AS taken`;
