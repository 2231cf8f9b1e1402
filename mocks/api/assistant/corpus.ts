import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { PROCEDURES_SQL, REGULATIONS_SQL, GUIDES_SQL, FAQS_SQL } from './corpus.sql.ts';

// The institute's own content the assistant answers from, read from the database as the campus
// pages show it: each procedure type, each article of a regulation or directive in force, each
// section of the student guide and each frequent question is one document.

export type Audience = 'CARRERA' | 'EXTENSION' | 'DOCENTE';
export type DocKind = 'TRAMITE' | 'REGLAMENTO' | 'DIRECTIVA' | 'GUIA' | 'PREGUNTA_FRECUENTE';

export interface Doc {
  /**
   * Unique in the index and stable across versions of the content (staff link questions to it):
   * kind and row, e.g. 'TRAMITE:1'; an article adds the number its text gives it, not its place,
   * so 'REGLAMENTO:1:2' is article 2 of regulation 1 in whichever version is in force.
   */
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
  /** A regulation's article as its text numbers it ('2', '2-A'); null otherwise. */
  article: string | null;
}

const STUDENTS: readonly Audience[] = ['CARRERA', 'EXTENSION'];
const AUDIENCES_OF: Record<string, readonly Audience[]> = {
  ESTUDIANTES: STUDENTS,
  DOCENTES: ['DOCENTE'],
  TODOS: ['CARRERA', 'EXTENSION', 'DOCENTE'],
};

// 'Artículo 7.', 'Artículo 7-A.', 'Artículo 7 bis.': the number an article keeps when a new
// version adds, removes or moves others around it.
const ARTICLE_NUMBER = /^art[íi]culo\s+(\d+)(?:\s*-\s*([a-z])\b|\s+(bis|ter)\b)?/i;

/** The number `text` gives its article ('7', '7-A', '7 bis'), or null when it states none. */
export function articleNumber(text: string): string | null {
  const found = ARTICLE_NUMBER.exec(text);
  if (!found) return null;
  const [, number, letter, latin] = found;
  return letter
    ? `${number}-${letter.toUpperCase()}`
    : latin
      ? `${number} ${latin.toLowerCase()}`
      : number!;
}

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
      article: null,
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
      .forEach((article, index) => {
        // A paragraph with no number of its own (a heading), or one numbered twice by mistake,
        // is keyed by its place ('§2'): nothing better identifies it.
        const stated = articleNumber(article);
        const key =
          stated && !docs.some((doc) => doc.id === `${row.tipo}:${row.id}:${stated}`)
            ? stated
            : `§${index + 1}`;
        docs.push({
          id: `${row.tipo}:${row.id}:${key}`,
          kind: row.tipo,
          ref: row.id,
          title: row.titulo,
          body: article,
          keywords: '',
          audiences: audiencesOf(row.audiencia),
          extra: null,
          article: stated,
        });
      });
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
      article: null,
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
      article: null,
    });
  }
  return docs;
}
