// SQL of the tutorials and guides (migration 013): the admin's table and each audience's list.

const COLUMNS = 'id, titulo, descripcion, tipo, audiencia, url, orden, publicado, version';

const WHERE = `WHERE (:q IS NULL OR instr(fold(titulo || ' ' || descripcion), fold(:q)) > 0)
    AND (:tipo IS NULL OR tipo = :tipo)
    AND (:audiencia IS NULL OR audiencia = :audiencia)
    AND (:publicado IS NULL OR publicado = :publicado)`;

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = ['orden', 'titulo', 'id'] as const;

const VALUES = ':titulo, :descripcion, :tipo, :audiencia, :url, :orden, :publicado';

export const tutorialSql = {
  // Ties (one order per audience) fall back to the title, so a page never reshuffles.
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} FROM tutorials ${WHERE}
      ORDER BY ${field} COLLATE NOCASE ${order}, titulo COLLATE NOCASE, id
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM tutorials ${WHERE}`,
  one: `SELECT ${COLUMNS} FROM tutorials WHERE id = :id`,
  insert: `INSERT INTO tutorials (titulo, descripcion, tipo, audiencia, url, orden, publicado)
    VALUES (${VALUES})`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE tutorials SET (titulo, descripcion, tipo, audiencia, url, orden, publicado) =
    (${VALUES}), version = version + 1 WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM tutorials WHERE id = :id',
};

const AUDIENCE_WHERE = `WHERE publicado = 1 AND audiencia IN ('TODOS', :audiencia)
    AND (:tipo IS NULL OR tipo = :tipo)`;

/** One page of the published ones an audience reads, in their order. */
export const AUDIENCE_PAGE_SQL = `SELECT id, titulo, descripcion, tipo, url, orden FROM tutorials
  ${AUDIENCE_WHERE} ORDER BY orden, titulo COLLATE NOCASE, id LIMIT :limit OFFSET :offset`;

export const AUDIENCE_COUNT_SQL = `SELECT count(*) AS total FROM tutorials ${AUDIENCE_WHERE}`;
