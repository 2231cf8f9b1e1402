import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { filterText, orderBy, readListQuery, setContentRange } from '../admin/simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { ok } from '../respond.ts';
import { saeTexts } from './texts.ts';
import * as sql from './saeAdmin.sql.ts';

// The SAE staff side (issue 39; openapi/main/saeAdmin.yaml): staff read the tutoring cases with
// every note, write notes and schedule interviews; the student reads the public part on
// /estudiantes/sae/* (sae.ts).

type Schemas = components['schemas'];
type Caso = Schemas['CasoSaeAdmin'];
const t = saeTexts;
const DAY = 86_400_000;
/** How far ahead an interview may be scheduled. */
export const MAX_DAYS_AHEAD = 90;

type CaseRow = Omit<Caso, 'abiertoEn' | 'cerradoEn' | 'acciones' | 'notas'> & {
  abiertoEn: number;
  cerradoEn: number | null;
};
type ActionRow = Omit<Schemas['AccionSae'], 'fecha' | 'realizadaEn'> & {
  fecha: number;
  realizadaEn: number | null;
};
type NoteRow = Omit<Schemas['NotaSaeAdmin'], 'fecha' | 'publica'> & {
  fecha: number;
  publica: number;
};

/** The case as staff read it: every action (an answered form with its answers) and note. */
export function toCaso(db: DatabaseSync, row: CaseRow): Caso {
  const answers = new Map<number, Schemas['RespuestaSaeAdmin'][]>();
  for (const { idAccion, ...answer } of queryAll<
    Schemas['RespuestaSaeAdmin'] & { idAccion: number }
  >(db, sql.CASE_ANSWERS_SQL, { id: row.id })) {
    answers.set(idAccion, [...(answers.get(idAccion) ?? []), answer]);
  }
  return {
    ...row,
    abiertoEn: iso(row.abiertoEn),
    cerradoEn: row.cerradoEn === null ? null : iso(row.cerradoEn),
    acciones: queryAll<ActionRow>(db, sql.CASE_ACTIONS_SQL, { id: row.id }).map(
      ({ fecha, realizadaEn, ...action }) => ({
        ...action,
        fecha: iso(fecha),
        realizadaEn: realizadaEn === null ? null : iso(realizadaEn),
        respuestas: answers.get(action.idAccion) ?? [],
      }),
    ),
    notas: queryAll<NoteRow>(db, sql.CASE_NOTES_SQL, { id: row.id }).map((note) => ({
      ...note,
      fecha: iso(note.fecha),
      publica: note.publica === 1,
    })),
  };
}

export function caseRow(db: DatabaseSync, id: number): CaseRow {
  const row = queryOne<CaseRow>(db, sql.CASE_SQL, { id });
  if (!row) throw notFound();
  return row;
}

/** The case to write on: it exists and is not closed. */
export function openCase(db: DatabaseSync, id: number): CaseRow {
  const row = caseRow(db, id);
  if (row.estado === 'CERRADO') throw new ApiError(409, 'Case closed', t.caseClosed);
  return row;
}

/** An interview's or a form's date: later than now, within MAX_DAYS_AHEAD (400 otherwise). */
export function dateAhead(fecha: string, now: number): number {
  const at = Date.parse(fecha);
  if (at <= now) throw badRequest({ fecha: [t.pastDate] });
  if (at > now + MAX_DAYS_AHEAD * DAY) throw badRequest({ fecha: [t.farDate] });
  return at;
}

const SORTABLE = Object.keys(sql.SORT_COLUMNS) as (keyof typeof sql.SORT_COLUMNS)[];

function addNote(
  context: HandlerContext<{ id: number }, unknown, Schemas['AgregarNotaSaeRequest']>,
) {
  const { db, clock } = context.services;
  const authorId = signedIn(context).idu;
  const { id } = context.params;
  const { claveIdempotencia: key, texto, publica } = context.body;
  const message = publica ? t.publicNoteAdded : t.noteAdded;
  // spec: creates take an idempotency key; a retry answers what the first one did.
  if (queryOne(db, sql.NOTE_BY_KEY_SQL, { authorId, key })) {
    return ok(toCaso(db, caseRow(db, id)), message);
  }
  const row = inTransaction(db, () => {
    const before = openCase(db, id);
    db.prepare(sql.INSERT_NOTE_SQL).run({
      id,
      authorId,
      texto,
      publica: publica ? 1 : 0,
      now: clock(),
      key,
    });
    db.prepare(sql.ATTEND_SQL).run({ id });
    // A private note is the staff's working note: the student is not told of it.
    if (publica) {
      notify(context.services, before.idAlumno, {
        type: 'ADMINISTRATIVO',
        subtype: 'SAE_NOTA',
        title: t.noteNotice.title,
        description: texto,
        linkName: t.noteNotice.linkName,
        link: '/estudiantes/sae/historial',
        icon: 'tramite',
      });
    }
    return caseRow(db, id);
  });
  return ok(toCaso(db, row), message);
}

function schedule(
  context: HandlerContext<{ id: number }, unknown, Schemas['AgendarCitaSaeRequest']>,
) {
  const { db, clock } = context.services;
  const { id } = context.params;
  const { claveIdempotencia: key, titulo, lugar, fecha } = context.body;
  if (queryOne(db, sql.ACTION_BY_KEY_SQL, { id, key })) {
    return ok(toCaso(db, caseRow(db, id)), t.scheduled);
  }
  const at = dateAhead(fecha, clock());
  const row = inTransaction(db, () => {
    const before = openCase(db, id);
    db.prepare(sql.INSERT_INTERVIEW_SQL).run({ id, titulo, lugar, fecha: at, key });
    db.prepare(sql.ATTEND_SQL).run({ id });
    notify(context.services, before.idAlumno, {
      type: 'ADMINISTRATIVO',
      subtype: 'SAE_CITA',
      title: t.interviewNotice.title,
      description: t.interviewNotice.description(titulo, lugar),
      linkName: t.interviewNotice.linkName,
      link: '/estudiantes/sae/pendientes',
      icon: 'tramite',
    });
    return caseRow(db, id);
  });
  return ok(toCaso(db, row), t.scheduled);
}

export const saeAdminHandlers = {
  listarCasosSaeAdmin: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(
      { sort: '["abiertoEn","DESC"]', ...query },
      SORTABLE,
    );
    const where = { q: filterText(filter.q), estado: filterText(filter.estado) };
    const rows = queryAll<CaseRow>(
      services.db,
      sql.casePageSql(orderBy(sql.SORT_COLUMNS, sort.field, sort.order, 'c.id')),
      { ...where, limit: last - first + 1, offset: first },
    );
    const { total } = queryOneOrThrow<{ total: number }>(services.db, sql.CASE_COUNT_SQL, where);
    setContentRange(reply, 'casos-sae', first, rows.length, total);
    return rows.map((row) => toCaso(services.db, row));
  },
  obtenerCasoSaeAdmin: (context) => {
    const { db } = context.services;
    return toCaso(db, caseRow(db, context.params.id));
  },
  agregarNotaSae: addNote,
  agendarCitaSae: schedule,
} satisfies Partial<ServiceHandlers<operations>>;
