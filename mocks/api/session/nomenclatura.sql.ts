import { orderBy } from '../admin/simpleRest.ts';
// SQL of the nomenclatura handlers: the app's read and the superadmin's list, read and rename.

export const BRAND_NOMENCLATURE_SQL = `SELECT key, brand_id AS businessUnitId, user_type_id AS userTypeId,
    singular, plural, gender
  FROM nomenclatures WHERE brand_id = ? ORDER BY user_type_id, key`;

const COLUMNS = `id, key, brand_id AS businessUnitId, user_type_id AS userTypeId, singular, plural,
    gender, version`;

// Filters are all optional: a null parameter lets every row through.
const WHERE = `WHERE (:q IS NULL OR instr(fold(key || ' ' || singular || ' ' || plural), fold(:q)) > 0)
    AND (:userTypeId IS NULL OR user_type_id = :userTypeId)
    AND (:businessUnitId IS NULL OR brand_id = :businessUnitId)`;

/** Columns a list may sort by, as the API names them. */
export const SORTABLE = [
  'id',
  'key',
  'businessUnitId',
  'userTypeId',
  'singular',
  'plural',
] as const;

const SORT_COLUMNS = Object.fromEntries(
  SORTABLE.map((field) => [field, `${field} COLLATE NOCASE`]),
) as Record<(typeof SORTABLE)[number], string>;

/** `field` and `order` pick one of our own ORDER BY texts (orderBy refuses anything else). */
export const pageSql = (field: string, order: 'ASC' | 'DESC') =>
  `SELECT ${COLUMNS} FROM nomenclatures ${WHERE}
  ${orderBy(SORT_COLUMNS, field, order, 'id')} LIMIT :limit OFFSET :offset`;

export const COUNT_SQL = `SELECT count(*) AS total FROM nomenclatures ${WHERE}`;

export const ONE_SQL = `SELECT ${COLUMNS} FROM nomenclatures WHERE id = ?`;

// The version check and the write are one statement: two saves of one copy cannot both land.
export const RENAME_SQL = `UPDATE nomenclatures SET singular = :singular, plural = :plural,
    gender = :gender, version = version + 1
  WHERE id = :id AND version = :version`;
