import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';

// The institute's own content the assistant answers from, read from the database as the campus
// pages show it: each procedure type, each article of a regulation or directive in force, each
// section of the student guide and each frequent question is one document.

export type Audience = 'CARRERA' | 'EXTENSION' | 'DOCENTE';
export type DocKind = 'TRAMITE' | 'REGLAMENTO' | 'DIRECTIVA' | 'GUIA' | 'PREGUNTA_FRECUENTE';

export interface Doc {
  /** Unique in the index: kind and row, e.g. 'TRAMITE:1', 'REGLAMENTO:1:2'. */
  id: string;
  kind: DocKind;
  /** The row it comes from (procedure type, regulation, guide section, question). */
  ref: number;
  title: string;
  /** What the index matches besides the title. */
  body: string;
  /** Words the title implies (the regulation an article belongs to). */
  keywords: string;
  audiences: readonly Audience[];
  /** A procedure's slug; a question's route name. */
  extra: string | null;
}

const STUDENTS: readonly Audience[] = ['CARRERA', 'EXTENSION'];
const AUDIENCES_OF: Record<string, readonly Audience[]> = {
  ESTUDIANTES: STUDENTS,
  DOCENTES: ['DOCENTE'],
  TODOS: ['CARRERA', 'EXTENSION', 'DOCENTE'],
};

const audiencesOf = (list: string) => [
  ...new Set(list.split(',').flatMap((item) => AUDIENCES_OF[item] ?? [item as Audience])),
];

// Requirements stay out of the index: they name other documents ('Certificado de estudios
// secundarios'), which would pull their procedure ahead of the one asked about.
const PROCEDURES_SQL = `SELECT t.id, t.slug, t.name, t.summary, t.purpose, t.audiences
  FROM procedure_types t WHERE t.is_active = 1`;

// The newest version of each regulation in force.
const REGULATIONS_SQL = `SELECT r.id, r.titulo, r.tipo, r.audiencia, v.contenido
  FROM regulations r JOIN regulation_versions v ON v.id = (SELECT w.id FROM regulation_versions w
    WHERE w.regulation_id = r.id ORDER BY w.numero DESC LIMIT 1)
  WHERE r.activo = 1`;

const GUIDES_SQL = 'SELECT id, programme_kind AS kind, title, summary, body FROM student_guides';
const FAQS_SQL = 'SELECT id, question, answer, audiences, route_name AS route FROM faqs';

/** Everything the index holds, read now. */
export function loadCorpus(db: DatabaseSync): Doc[] {
  const docs: Doc[] = [];
  for (const row of queryAll<{
    id: number;
    slug: string;
    name: string;
    summary: string;
    purpose: string;
    audiences: string;
  }>(db, PROCEDURES_SQL)) {
    docs.push({
      id: `TRAMITE:${row.id}`,
      kind: 'TRAMITE',
      ref: row.id,
      title: row.name,
      body: `${row.summary} ${row.purpose}`,
      keywords: 'tramite solicitud',
      audiences: audiencesOf(row.audiences),
      extra: row.slug,
    });
  }
  for (const row of queryAll<{
    id: number;
    titulo: string;
    tipo: 'REGLAMENTO' | 'DIRECTIVA';
    audiencia: string;
    contenido: string;
  }>(db, REGULATIONS_SQL)) {
    row.contenido
      .split(/\n\s*\n/)
      .map((article) => article.trim())
      .filter(Boolean)
      .forEach((article, index) =>
        docs.push({
          id: `${row.tipo}:${row.id}:${index + 1}`,
          kind: row.tipo,
          ref: row.id,
          title: row.titulo,
          body: article,
          keywords: '',
          audiences: audiencesOf(row.audiencia),
          extra: null,
        }),
      );
  }
  for (const row of queryAll<{
    id: number;
    kind: Audience;
    title: string;
    summary: string;
    body: string;
  }>(db, GUIDES_SQL)) {
    docs.push({
      id: `GUIA:${row.id}`,
      kind: 'GUIA',
      ref: row.id,
      title: row.title,
      body: `${row.summary} ${row.body}`,
      keywords: 'guia del estudiante',
      audiences: [row.kind],
      extra: null,
    });
  }
  for (const row of queryAll<{
    id: number;
    question: string;
    answer: string;
    audiences: string;
    route: string;
  }>(db, FAQS_SQL)) {
    docs.push({
      id: `PREGUNTA_FRECUENTE:${row.id}`,
      kind: 'PREGUNTA_FRECUENTE',
      ref: row.id,
      title: row.question,
      body: row.answer,
      keywords: '',
      audiences: audiencesOf(row.audiences),
      extra: row.route,
    });
  }
  return docs;
}

/**
 * Changes whenever the content does (a new regulation version, a procedure switched off, a
 * question added) or the vocabulary (any row of assistant_synonyms: the table is small, so it is
 * read whole): the cached index is rebuilt when this differs.
 */
export const CONTENT_STAMP_SQL = `SELECT
  (SELECT count(*) || '.' || coalesce(sum(is_active), 0) FROM procedure_types) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM procedure_requirements) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM regulation_versions) || '|' ||
  (SELECT count(*) || '.' || coalesce(sum(activo), 0) FROM regulations) || '|' ||
  (SELECT count(*) FROM student_guides) || '|' ||
  (SELECT count(*) || '.' || coalesce(max(id), 0) FROM faqs) || '|' ||
  (SELECT coalesce(group_concat(frase || '=' || equivalente, ';'), '') FROM
    (SELECT frase, equivalente FROM assistant_synonyms ORDER BY id)) AS stamp`;
