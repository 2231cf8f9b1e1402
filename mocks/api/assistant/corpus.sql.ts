// SQL of the assistant's content: what the index is built from, and the stamp that says when
// it changed.

// Requirements stay out of the index: they name other documents ('Certificado de estudios
// secundarios'), which would pull their procedure ahead of the one asked about.
export const PROCEDURES_SQL = `SELECT t.id, t.slug, t.name, t.summary, t.purpose, t.audiences
  FROM procedure_types t WHERE t.is_active = 1`;

// The newest version of each regulation in force.
export const REGULATIONS_SQL = `SELECT r.id, r.titulo, r.tipo, r.audiencia, v.contenido
  FROM regulations r JOIN regulation_versions v ON v.id = (SELECT w.id FROM regulation_versions w
    WHERE w.regulation_id = r.id ORDER BY w.numero DESC LIMIT 1)
  WHERE r.activo = 1`;

export const GUIDES_SQL =
  'SELECT id, programme_kind AS kind, title, summary, body FROM student_guides';

export const FAQS_SQL = 'SELECT id, question, answer, audiences, route_name AS route FROM faqs';

/**
 * Changes whenever the content does (a new regulation version, a procedure switched off, a
 * question added), the vocabulary (any row of assistant_synonyms: the table is small, so it is
 * read whole) or the questions staff linked to a source (migration 063): the cached index is
 * rebuilt when this differs.
 */
export const CONTENT_STAMP_SQL = `SELECT
  (SELECT count(*) || '.' || coalesce(sum(is_active), 0) FROM procedure_types) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM procedure_requirements) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM regulation_versions) || '|' ||
  (SELECT count(*) || '.' || coalesce(sum(activo), 0) FROM regulations) || '|' ||
  (SELECT count(*) FROM student_guides) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM faqs) || '|' ||
  (SELECT coalesce(group_concat(frase || '=' || equivalente, ';'), '') FROM
    (SELECT frase, equivalente FROM assistant_synonyms ORDER BY id)) || '|' ||
  (SELECT coalesce(group_concat(clave || '>' || fuente, ';'), '') FROM
    (SELECT clave, fuente FROM assistant_miss_groups WHERE fuente IS NOT NULL ORDER BY id))
  AS stamp`;
