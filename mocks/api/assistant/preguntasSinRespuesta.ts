import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { auditChange, listHandler } from '../admin/crud.ts';
import { filterFlag, filterText } from '../admin/simpleRest.ts';
import type { HandlerContext, ServiceHandlers } from '../context.ts';
import { badRequest, notFound, staleRecord } from '../errors.ts';
import { ok } from '../respond.ts';
import type { Doc } from './corpus.ts';
import { indexedDoc, indexedDocs } from './searchIndex.ts';
import { SYNONYM_RESOURCE } from './sinonimosAsistente.ts';
import { synonymErrors, synonymValues } from './synonymRules.ts';
import { foldText } from './terms.ts';
import { staffTexts } from './texts.ts';
import { synonymSql } from './sinonimosAsistente.sql.ts';
import {
  ALL_GROUP_QUESTIONS_SQL,
  GROUP_QUESTIONS_SQL,
  GROUP_SORTABLE,
  groupSql,
  LINK_GROUP_SQL,
} from './misses.sql.ts';

// Staff teach the assistant from what it could not answer (issue 56): the groups of unanswered
// questions, most asked first; a group linked to a source is answered with it from then on
// (searchIndex.ts reads the links), and a phrase of its questions can join the vocabulary.

type Schemas = components['schemas'];
type Group = Schemas['GrupoSinRespuesta'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation types its own context
type Context = HandlerContext<any, any, any>;

const RESOURCE = 'preguntasSinRespuesta';
const MAX_SOURCES = 50;

/** A source as staff pick it: an article is named with its number. */
const sourceTitle = (doc: Doc): string =>
  doc.article ? `${doc.title} (artículo ${doc.article})` : doc.title;

const withSource = (db: DatabaseSync, row: Omit<Group, 'fuenteTitulo'>): Group => {
  const doc = row.fuente ? indexedDoc(db, row.fuente) : undefined;
  return { ...row, fuenteTitulo: doc ? sourceTitle(doc) : null };
};

const readGroup = (db: DatabaseSync, id: number) => {
  const row = queryOne<Omit<Group, 'fuenteTitulo'>>(db, groupSql.one, { id });
  return row && withSource(db, row);
};

const listGroups = listHandler<Omit<Group, 'fuenteTitulo'>>({
  resource: RESOURCE,
  sortable: GROUP_SORTABLE,
  defaultOrder: 'DESC',
  where: (filter) => ({ q: filterText(filter.q), enlazada: filterFlag(filter.enlazada) }),
  sql: groupSql,
});

/** Whether `phrase` is words of `question`, whole words, accents and case aside. */
const saysPhrase = (question: string, phrase: string) =>
  ` ${foldText(question).replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(
    ` ${foldText(phrase)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  );

export const preguntasSinRespuestaHandlers = {
  listarPreguntasSinRespuesta: (context) =>
    listGroups(context as Context).map((row) => withSource(context.services.db, row)),

  obtenerPreguntaSinRespuesta: ({ params, services: { db } }) => {
    const group = readGroup(db, params.id);
    if (!group) throw notFound();
    return {
      ...group,
      preguntas: queryAll<{ pregunta: string; dia: string }>(db, GROUP_QUESTIONS_SQL, {
        id: params.id,
      }),
    };
  },

  enlazarPreguntaSinRespuesta: (context) => {
    const { db } = context.services;
    const { id } = context.params;
    const { fuente, version } = context.body;
    return inTransaction(db, () => {
      const before = readGroup(db, id);
      if (!before) throw notFound();
      if (!indexedDoc(db, fuente)) throw badRequest({ fuente: [staffTexts.unknownSource] });
      const { changes } = db.prepare(LINK_GROUP_SQL).run({ id, fuente, version });
      if (Number(changes) === 0) throw staleRecord();
      const after = readGroup(db, id)!;
      auditChange(context as Context, RESOURCE, 'update', id, before, after);
      return after;
    });
  },

  agregarSinonimoDesdePregunta: (context) => {
    const { db } = context.services;
    const { id } = context.params;
    return inTransaction(db, () => {
      if (!readGroup(db, id)) throw notFound();
      const values = synonymValues(context.body);
      const asked = queryAll<{ pregunta: string }>(db, ALL_GROUP_QUESTIONS_SQL, { id });
      if (!asked.some((row) => saysPhrase(row.pregunta, values.frase)))
        throw badRequest({ frase: [staffTexts.phraseNotAsked] });
      const errors = synonymErrors(db, values, null);
      if (errors) throw badRequest(errors);
      const synonymId = Number(db.prepare(synonymSql.insert).run(values).lastInsertRowid);
      const after = queryOneOrThrow<Schemas['SinonimoAsistente']>(db, synonymSql.one, {
        id: synonymId,
      });
      auditChange(context as Context, SYNONYM_RESOURCE, 'create', synonymId, null, after);
      return after;
    });
  },

  listarFuentesAsistente: ({ query, services: { db } }) => {
    const words = foldText(query.q ?? '').trim();
    const sources = indexedDocs(db)
      .filter((doc) => !words || foldText(`${sourceTitle(doc)} ${doc.body}`).includes(words))
      .slice(0, MAX_SOURCES)
      .map((doc) => ({
        id: doc.id,
        tipo: doc.kind,
        titulo: sourceTitle(doc),
        extracto: doc.body.length > 120 ? `${doc.body.slice(0, 119).trimEnd()}…` : doc.body,
      }));
    return ok(sources);
  },
} satisfies Partial<ServiceHandlers<operations>>;
