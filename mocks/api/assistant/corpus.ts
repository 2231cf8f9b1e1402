import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { PROCEDURES_SQL, REGULATIONS_SQL, GUIDES_SQL, FAQS_SQL } from './corpus.sql.ts';

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
