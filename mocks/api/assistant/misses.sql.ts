// SQL of what the assistant could not answer (migration 063): the asker's names to strip, the
// groups and the questions kept in them.

export const ASKER_NAMES_SQL = `SELECT first_name AS firstName, paternal_surname AS paternal,
    maternal_surname AS maternal, username FROM users WHERE id = :userId`;

// A new group, or none when one already holds that key; its id is read by key either way.
export const ADD_GROUP_SQL =
  'INSERT INTO assistant_miss_groups (clave) VALUES (:clave) ON CONFLICT (clave) DO NOTHING';

export const GROUP_ID_SQL = 'SELECT id FROM assistant_miss_groups WHERE clave = :clave';

export const ADD_MISS_SQL =
  'INSERT INTO assistant_misses (grupo_id, pregunta, dia) VALUES (:grupoId, :pregunta, :dia)';

/** The groups staff linked to a source: the index reads them (searchIndex.ts). */
export const LINKS_SQL =
  'SELECT clave, fuente FROM assistant_miss_groups WHERE fuente IS NOT NULL ORDER BY id';

// The staff's view of the groups (preguntasSinRespuesta.ts): each with its latest question, how
// many times one was asked and the last day.
const GROUPS = `SELECT g.id, g.fuente, g.version,
    (SELECT m.pregunta FROM assistant_misses m WHERE m.grupo_id = g.id
      ORDER BY m.id DESC LIMIT 1) AS pregunta,
    (SELECT count(*) FROM assistant_misses m WHERE m.grupo_id = g.id) AS total,
    (SELECT max(m.dia) FROM assistant_misses m WHERE m.grupo_id = g.id) AS ultimoDia
  FROM assistant_miss_groups g`;

const GROUP_WHERE = `WHERE (:q IS NULL OR EXISTS (SELECT 1 FROM assistant_misses m
      WHERE m.grupo_id = g.id AND instr(fold(m.pregunta), fold(:q)) > 0))
    AND (:enlazada IS NULL OR (g.fuente IS NOT NULL) = :enlazada)`;

/** Fields a list may sort by, as the API names them; the first is the default. */
export const GROUP_SORTABLE = ['total', 'ultimoDia', 'id'] as const;

export const groupSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT * FROM (${GROUPS} ${GROUP_WHERE}) ORDER BY ${field} ${order}, id DESC
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM assistant_miss_groups g ${GROUP_WHERE}`,
  one: `SELECT * FROM (${GROUPS}) WHERE id = :id`,
};

export const GROUP_QUESTIONS_SQL = `SELECT pregunta, dia FROM assistant_misses
  WHERE grupo_id = :id ORDER BY id DESC LIMIT 20`;

/** Every question kept in a group, to check a phrase taken from them. */
export const ALL_GROUP_QUESTIONS_SQL = 'SELECT pregunta FROM assistant_misses WHERE grupo_id = :id';

export const LINK_GROUP_SQL = `UPDATE assistant_miss_groups SET fuente = :fuente,
  version = version + 1 WHERE id = :id AND version = :version`;
