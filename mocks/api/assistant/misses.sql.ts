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
