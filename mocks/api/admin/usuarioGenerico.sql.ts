// SQL of the generic accounts: users marked by the office area they serve (migration 014).

import { orderBy } from './simpleRest.ts';

const COLUMNS = `u.id, u.username AS usuario, u.first_name AS nombre, u.generic_area AS area,
    u.email AS correo, b.code AS marca, u.is_active AS activo,
    (SELECT max(a.created_at) FROM audit_log a
      WHERE a.user_id = u.id AND a.action = 'LOGIN') AS ultimoIngreso,
    u.version`;

const FROM = 'FROM users u JOIN brands b ON b.id = u.brand_id';

const WHERE = `WHERE u.generic_area IS NOT NULL
    AND (:q IS NULL OR instr(fold(u.username || ' ' || u.first_name || ' ' || u.generic_area
      || ' ' || coalesce(u.email, '')), fold(:q)) > 0)
    AND (:marca IS NULL OR b.code = :marca)
    AND (:activo IS NULL OR u.is_active = :activo)`;

// What each sortable field of the API sorts by (the join makes a bare name ambiguous).
const SORT_COLUMNS: Record<string, string> = {
  usuario: 'u.username COLLATE NOCASE',
  nombre: 'u.first_name COLLATE NOCASE',
  area: 'u.generic_area COLLATE NOCASE',
  marca: 'b.code',
  ultimoIngreso: 'ultimoIngreso',
};

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = Object.keys(SORT_COLUMNS);

export const usuarioGenericoSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ${orderBy(SORT_COLUMNS, field, order, 'u.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${FROM} ${WHERE}`,
  // A person's id reads as nothing: people are never edited or deleted through these paths.
  one: `SELECT ${COLUMNS} ${FROM} WHERE u.id = :id AND u.generic_area IS NOT NULL`,
  // Actor id and user code follow the campus's numbering; the account has no surnames.
  insert: `INSERT INTO users (actor_id, username, password_hash, tip, brand_id, user_code,
      first_name, paternal_surname, maternal_surname, gender, email, is_active, generic_area)
    VALUES ((SELECT max(actor_id) + 1 FROM users), :usuario, :hash, 3,
      (SELECT id FROM brands WHERE code = :marca),
      'GEN' || printf('%05d', (SELECT max(id) + 1 FROM users)),
      :nombre, '', '', 'O', :correo, :activo, :area)`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE users SET first_name = :nombre, generic_area = :area, email = :correo,
      brand_id = (SELECT id FROM brands WHERE code = :marca), is_active = :activo,
      version = version + 1
    WHERE id = :id AND version = :version AND generic_area IS NOT NULL`,
  // Migration 014's trigger takes the permissions it held along.
  remove: 'DELETE FROM users WHERE id = :id AND generic_area IS NOT NULL',
};

/** Whether anyone already holds the username (people included), and whether the brand exists. */
export const CHOICES_SQL = `SELECT
    (:usuario IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE username = :usuario)) AS taken,
    EXISTS (SELECT 1 FROM brands WHERE code = :marca) AS brand`;

/** Anything the account did on the campus (a sign-in, a password reset it asked for). */
export const USED_SQL = 'SELECT EXISTS (SELECT 1 FROM audit_log WHERE user_id = :id) AS used';
