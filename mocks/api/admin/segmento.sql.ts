import { orderBy } from './simpleRest.ts';
// SQL of the user segments, the users each holds and the catalogues behind the form's choices.
import { FLOW_OPTIONS_SQL } from './tareas.sql.ts';

/**
 * Active people matching segment `s` (an office's generic account is nobody to reach); campus,
 * programme and cycle match any of a student's enrolments (the table's CHECK keeps them off other
 * user types).
 */
const MATCHES = `u.is_active = 1 AND u.generic_area IS NULL AND u.tip = s.tipo_usuario
    AND (s.brand_id IS NULL OR u.brand_id = s.brand_id)
    AND (s.campus_id IS NULL AND s.programme_id IS NULL AND s.cycle_code IS NULL
      OR EXISTS (SELECT 1 FROM enrolments e WHERE e.student_id = u.id
        AND (s.campus_id IS NULL OR e.campus_id = s.campus_id)
        AND (s.programme_id IS NULL OR e.programme_id = s.programme_id)
        AND (s.cycle_code IS NULL OR e.cycle_code = s.cycle_code)))`;

const COLUMNS = `s.id, s.nombre, s.descripcion, s.tipo_usuario AS tipoUsuario,
    (SELECT code FROM brands WHERE id = s.brand_id) AS marca, s.campus_id AS sedeId,
    s.programme_id AS programaId, s.cycle_code AS ciclo, s.activo, s.version,
    (SELECT count(*) FROM users u WHERE ${MATCHES}) AS usuarios`;

const WHERE = `WHERE (:q IS NULL OR instr(fold(s.nombre || ' ' || s.descripcion), fold(:q)) > 0)
    AND (:tipoUsuario IS NULL OR s.tipo_usuario = :tipoUsuario)
    AND (:activo IS NULL OR s.activo = :activo)`;

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = ['nombre', 'usuarios', 'id'] as const;
const SORT_COLUMNS: Record<(typeof SORTABLE)[number], string> = {
  nombre: 'nombre COLLATE NOCASE',
  usuarios: 'usuarios',
  id: 'id',
};

const VALUES = `:nombre, :descripcion, :tipoUsuario, (SELECT id FROM brands WHERE code = :marca),
    :sedeId, :programaId, :ciclo, :activo`;

export const segmentoSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} FROM segments s ${WHERE}
      ${orderBy(SORT_COLUMNS, field, order, 's.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM segments s ${WHERE}`,
  one: `SELECT ${COLUMNS} FROM segments s WHERE s.id = :id`,
  insert: `INSERT INTO segments (nombre, descripcion, tipo_usuario, brand_id, campus_id,
    programme_id, cycle_code, activo) VALUES (${VALUES})`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE segments SET (nombre, descripcion, tipo_usuario, brand_id, campus_id,
    programme_id, cycle_code, activo) = (${VALUES}), version = version + 1
    WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM segments WHERE id = :id',
};

/** Which of the chosen brand, campus, programme and cycle exist (and belong together). */
export const CHOICES_SQL = `SELECT
    (:marca IS NULL OR EXISTS (SELECT 1 FROM brands WHERE code = :marca)) AS marca,
    (:sedeId IS NULL OR EXISTS (SELECT 1 FROM campuses c WHERE c.id = :sedeId
      AND (:marca IS NULL OR c.brand_id = (SELECT id FROM brands WHERE code = :marca)))) AS sedeId,
    (:programaId IS NULL OR EXISTS (SELECT 1 FROM programmes p WHERE p.id = :programaId
      AND (:marca IS NULL OR p.brand_id = (SELECT id FROM brands WHERE code = :marca)))) AS programaId,
    (:ciclo IS NULL OR EXISTS (SELECT 1 FROM cycles WHERE code = :ciclo)) AS ciclo`;

const MEMBER_COLUMNS = `u.id, u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    u.tip AS tipo, (SELECT code FROM brands WHERE id = u.brand_id) AS marca`;

const MEMBER_WHERE = `WHERE s.id = :segmentoId AND ${MATCHES}
    AND (:q IS NULL OR instr(fold(u.username || ' ' || u.first_name || ' ' || u.paternal_surname
      || ' ' || u.maternal_surname), fold(:q)) > 0)`;

const MEMBER_SORT: Record<string, string> = {
  usuario: 'u.username',
  nombreCompleto: 'nombreCompleto',
  tipo: 'u.tip',
  id: 'u.id',
};

export const MEMBER_SORTABLE = Object.keys(MEMBER_SORT);

export const memberSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${MEMBER_COLUMNS} FROM segments s JOIN users u ON ${MATCHES} ${MEMBER_WHERE}
      ORDER BY ${MEMBER_SORT[field]} COLLATE NOCASE ${order}, u.id ${order}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM segments s JOIN users u ON ${MATCHES} ${MEMBER_WHERE}`,
};

export const SEGMENT_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM segments WHERE id = :id) AS found';

/**
 * Each catalogue's choices: brands, cycles and tours by code, the rest by id, named for a select.
 */
export const OPTIONS_SQL = {
  ...FLOW_OPTIONS_SQL,
  marcas: "SELECT code AS id, name || ' (' || code || ')' AS nombre FROM brands ORDER BY id",
  sedes: `SELECT c.id, c.name || ' (' || b.code || ')' AS nombre
    FROM campuses c JOIN brands b ON b.id = c.brand_id ORDER BY b.id, c.name`,
  programas: `SELECT p.id, p.name || ' (' || b.code || ')' AS nombre
    FROM programmes p JOIN brands b ON b.id = p.brand_id ORDER BY b.id, p.name`,
  ciclos: 'SELECT code AS id, name AS nombre FROM cycles ORDER BY ordinal',
  // The types whose approval issues a signed document (the signatures' form).
  tiposTramite: `SELECT id, name AS nombre FROM procedure_types WHERE issues_document = 1
    ORDER BY name`,
} as const;
