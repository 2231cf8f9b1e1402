// SQL of the parameters: the spec's paged list every user reads, and the superadmin's edits.

const COLUMNS = `p.id, p.clave, p.valor, p.valor2, p.descripcion, p.sistema, p.version,
    (SELECT code FROM brands WHERE id = p.brand_id) AS marca`;

// With a brand: its own rows plus the global ones it does not override. Without: every row.
const VISIBLE_SQL = `SELECT ${COLUMNS}, p.brand_id FROM parameters p
  WHERE (:brand IS NULL
     OR p.brand_id = (SELECT id FROM brands WHERE code = :brand)
     OR (p.brand_id IS NULL AND NOT EXISTS (
           SELECT 1 FROM parameters own JOIN brands b ON b.id = own.brand_id
           WHERE b.code = :brand AND own.clave = p.clave)))
    AND (:search IS NULL OR instr(fold(p.clave || ' ' || p.descripcion), fold(:search)) > 0)`;

export const PAGE_SQL = `SELECT id, clave, valor, valor2, descripcion, marca, sistema, version
  FROM (${VISIBLE_SQL})
  ORDER BY clave COLLATE NOCASE, brand_id LIMIT :limit OFFSET :offset`;
export const COUNT_SQL = `SELECT count(*) AS total FROM (${VISIBLE_SQL})`;

/** The superadmin's writes; parameters are listed by PAGE_SQL, never by `page`. */
export const parametroSql = {
  page: () => PAGE_SQL,
  count: COUNT_SQL,
  one: `SELECT ${COLUMNS} FROM parameters p WHERE p.id = :id`,
  insert: `INSERT INTO parameters (clave, valor, valor2, descripcion, brand_id)
    VALUES (:clave, :valor, :valor2, :descripcion, (SELECT id FROM brands WHERE code = :marca))`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE parameters SET valor = :valor, valor2 = :valor2, descripcion = :descripcion,
    version = version + 1 WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM parameters WHERE id = :id',
};

export const BRAND_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM brands WHERE code = :marca) AS found';

export const KEY_OF_SQL = 'SELECT clave FROM parameters WHERE id = :id';

export const KEY_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM parameters p
  WHERE p.clave = :clave COLLATE NOCASE
    AND ifnull(p.brand_id, 0) = ifnull((SELECT id FROM brands WHERE code = :marca), 0)) AS taken`;
