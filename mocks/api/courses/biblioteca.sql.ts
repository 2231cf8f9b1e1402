// SQL of the library and the student guides (biblioteca.ts).

/** The resources of the caller's brand and of every brand (brand_id NULL), in their order. */
export const RESOURCES_SQL = `SELECT id, kind AS tipo, title AS titulo, description AS descripcion,
    url FROM library_resources WHERE brand_id IS NULL OR brand_id = ? ORDER BY position, id`;

export const GUIDES_SQL = `SELECT id, title AS titulo, summary AS resumen, body AS contenido
  FROM student_guides WHERE programme_kind = ? ORDER BY position, id`;
