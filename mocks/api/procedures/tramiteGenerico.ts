import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { slugify } from '../../../src/lib/text/slugify.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne, queryPage } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, notFound, type FieldErrors } from '../errors.ts';
import { filtersOf, writeFilters, type Filters } from './filters.ts';
import type { RequirementRow } from './types.ts';
import { isWholeCents } from './texts.ts';
import { ok } from '../respond.ts';
import {
  ACTIVATE_SQL,
  CASE_ENROLMENTS_SQL,
  CASE_STUDENT_SQL,
  CONFIGURE_TYPE_SQL,
  CONFIGURED_SQL,
  FILTER_OPTIONS_SQL,
  FILTERS_SAVED_SQL,
  GENERIC_SQL,
  GENERICS_SQL,
  INSERT_GENERIC_SQL,
  INSERT_PART_SQL,
  INSERT_TYPE_SQL,
  PART_BY_ID_SQL,
  PART_SQL,
  PARTS_SQL,
  PROGRAMME_KINDS_SQL,
  PUBLISH_SQL,
  SLUG_TAKEN_SQL,
  TOUCH_SQL,
  UPDATE_INFORMATION_SQL,
  UPDATE_PART_SQL,
} from './tramiteGenerico.sql.ts';
import { genericTexts } from './texts.ts';

type Schemas = components['schemas'];
type Audiencia = Schemas['AudienciaGenerica'];

const MB = 1024 * 1024;

interface GenericRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  summary: string;
  purpose: string;
  audiences: string;
  area: 'SM-TK' | 'SM-VD';
  feeCents: number;
  businessDays: number;
  state: Schemas['EstadoTramiteGenerico'];
  updatedAt: number;
  filtersSavedAt: number | null;
  configuredAt: number | null;
  publishedAt: number | null;
  createdBy: string;
  questions: number;
  requirements: number;
  requests: number;
}

/** A question or requirement row, with its procedure. */
type PartRow = RequirementRow & { typeId: number };

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const audiencesOf = (row: GenericRow) => row.audiences.split(',') as Audiencia[];
const isQuestion = (part: PartRow) => part.kind === 'CAMPO' && part.fieldType === 'SELECCION';

function genericById(db: DatabaseSync, id: number): GenericRow {
  const row = queryOne<GenericRow>(db, GENERIC_SQL, { id });
  if (!row) throw notFound();
  return row;
}

/** A draft to change: a published procedure is the superadmin's configuration now (409). */
function draftById(db: DatabaseSync, id: number): GenericRow {
  const row = genericById(db, id);
  if (row.state !== 'BORRADOR') throw new ApiError(409, 'Published', genericTexts.alreadyPublished);
  return row;
}

function toInformacion(row: GenericRow): Schemas['InformacionTramiteGenerico'] {
  return {
    idTramite: row.id,
    codigo: row.code,
    slug: row.slug,
    estado: row.state,
    nombre: row.name,
    descripcion: row.summary,
    proposito: row.purpose,
    audiencias: audiencesOf(row),
  };
}

/** What a draft still lacks to be published, in the builder's words. */
function pendingOf(db: DatabaseSync, row: GenericRow, filters: Filters): string[] {
  const pending: string[] = [];
  if (row.filtersSavedAt === null) pending.push(genericTexts.pending.filters);
  else if (filters.programas.length) {
    const audiences = audiencesOf(row);
    const kinds = queryAll<{ kind: Audiencia }>(db, PROGRAMME_KINDS_SQL, {
      ids: JSON.stringify(filters.programas),
    });
    if (!kinds.some(({ kind }) => audiences.includes(kind)))
      pending.push(genericTexts.pending.programmes);
  }
  if (row.questions + row.requirements === 0) pending.push(genericTexts.pending.parts);
  if (row.configuredAt === null) pending.push(genericTexts.pending.configuration);
  return pending;
}

function toDatos(db: DatabaseSync, row: GenericRow): Schemas['DatosTramiteGenerico'] {
  const filters = filtersOf(db, row.id);
  return {
    idTramite: row.id,
    codigo: row.code,
    slug: row.slug,
    nombre: row.name,
    estado: row.state,
    audiencias: audiencesOf(row),
    filtros: { ...filters, guardados: row.filtersSavedAt !== null },
    configuracion: {
      area: row.area,
      costo: row.feeCents / 100,
      diasHabiles: row.businessDays,
      guardada: row.configuredAt !== null,
    },
    preguntas: row.questions,
    requisitos: row.requirements,
    solicitudes: row.requests,
    pendientes: row.state === 'BORRADOR' ? pendingOf(db, row, filters) : [],
    fechaPublicacion: iso(row.publishedAt),
  };
}

function toPregunta(part: PartRow): Schemas['PreguntaGenerica'] {
  return {
    idPregunta: part.id,
    pregunta: part.name,
    descripcion: part.description,
    respuestas: JSON.parse(part.options ?? '[]') as string[],
    obligatorio: part.required === 1,
    orden: part.position,
  };
}

function toRequisitoGenerico(part: PartRow): Schemas['RequisitoGenerico'] {
  const base = {
    idRequisito: part.id,
    nombre: part.name,
    descripcion: part.description,
    obligatorio: part.required === 1,
    orden: part.position,
  };
  return part.kind === 'DOCUMENTO'
    ? {
        ...base,
        tipo: 'DOCUMENTO',
        formatos: (part.formats ?? '').split(',') as NonNullable<
          Schemas['RequisitoGenerico']['formatos']
        >,
        pesoMaximoMb: Math.ceil((part.maxBytes ?? MB) / MB),
        cantidadMaxima: part.maxFiles ?? 1,
      }
    : { ...base, tipo: 'TEXTO', longitudMaxima: part.maxLength ?? 500 };
}

/** A slug no type has: the name's, then with -2, -3 ... */
function freeSlug(db: DatabaseSync, name: string): string {
  const base = slugify(name) || 'tramite';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!queryFlag(db, SLUG_TAKEN_SQL, { slug })) return slug;
  }
}

const informationValues = (body: Schemas['InformacionTramiteGenericoCambios']) => ({
  name: body.nombre.trim(),
  summary: body.descripcion.trim(),
  purpose: body.proposito.trim(),
  audiences: body.audiencias.join(','),
});

function questionValues(body: Schemas['PreguntaGenericaCambios']) {
  const answers = body.respuestas.map((answer) => answer.trim());
  if (answers.some((answer) => !answer)) throw badRequest({ respuestas: [genericTexts.required] });
  if (new Set(answers.map((answer) => answer.toLocaleLowerCase('es-PE'))).size !== answers.length)
    throw badRequest({ respuestas: [genericTexts.repeatedAnswers] });
  return {
    name: body.pregunta.trim(),
    description: (body.descripcion ?? '').trim(),
    required: body.obligatorio ? 1 : 0,
    formats: null,
    maxBytes: null,
    maxFiles: null,
    options: JSON.stringify(answers),
    maxLength: null,
  };
}

/** A requirement's columns, taking only what its kind has (400 with each field otherwise). */
function requirementValues(body: Schemas['RequisitoGenericoCambios']) {
  const errors: FieldErrors = {};
  const own =
    body.tipo === 'DOCUMENTO'
      ? (['formatos', 'pesoMaximoMb', 'cantidadMaxima'] as const)
      : (['longitudMaxima'] as const);
  const other =
    body.tipo === 'DOCUMENTO'
      ? (['longitudMaxima'] as const)
      : (['formatos', 'pesoMaximoMb', 'cantidadMaxima'] as const);
  for (const name of own) if (body[name] === undefined) errors[name] = [genericTexts.required];
  for (const name of other) if (body[name] !== undefined) errors[name] = [genericTexts.notOfKind];
  if (Object.keys(errors).length) throw badRequest(errors);
  const document = body.tipo === 'DOCUMENTO';
  return {
    name: body.nombre.trim(),
    description: body.descripcion.trim(),
    required: body.obligatorio ? 1 : 0,
    formats: document ? (body.formatos ?? []).join(',') : null,
    maxBytes: document ? (body.pesoMaximoMb ?? 1) * MB : null,
    maxFiles: document ? (body.cantidadMaxima ?? 1) : null,
    options: null,
    maxLength: document ? null : (body.longitudMaxima ?? 500),
  };
}

/** A question or requirement of a draft, of the kind the operation edits (404 otherwise). */
function draftPart(db: DatabaseSync, id: number, question: boolean): PartRow {
  const part = queryOne<PartRow & { isQuestion: number; state: string }>(db, PART_SQL, { id });
  if (!part || (part.isQuestion === 1) !== question) throw notFound();
  if (part.state !== 'BORRADOR')
    throw new ApiError(409, 'Published', genericTexts.alreadyPublished);
  return part;
}

const partById = (db: DatabaseSync, id: number) =>
  queryOne<PartRow>(db, PART_BY_ID_SQL, { id }) as PartRow;

/** Values a filter may take: the caller's institute's programmes and campuses, and the cycles. */
function filterOptions(db: DatabaseSync, brandId: number) {
  return {
    programas: queryAll<{ id: number; nombre: string; tipo: Audiencia }>(
      db,
      FILTER_OPTIONS_SQL.programmes,
      { brandId },
    ),
    sedes: queryAll<{ id: number; nombre: string }>(db, FILTER_OPTIONS_SQL.campuses, { brandId }),
    ciclos: queryAll<{ codigo: string; nombre: string }>(db, FILTER_OPTIONS_SQL.cycles),
  };
}

export const tramiteGenericoHandlers = {
  listarFiltrosTramiteGenerico: (context) =>
    ok(filterOptions(context.services.db, signedIn(context).brandId)),

  listarTramitesGenericos: (context) => {
    const { pagina = 1, tamanoPagina = 25, busqueda, estado } = context.query;
    const { rows, total } = queryPage<GenericRow>(
      context.services.db,
      GENERICS_SQL,
      { search: busqueda?.trim() || null, state: estado ?? null },
      pagina,
      tamanoPagina,
    );
    return ok({
      total,
      tramites: rows.map((row) => ({
        idTramite: row.id,
        codigo: row.code,
        slug: row.slug,
        nombre: row.name,
        estado: row.state,
        preguntas: row.questions,
        requisitos: row.requirements,
        solicitudes: row.requests,
        creadoPor: row.createdBy,
        fechaActualizacion: new Date(row.updatedAt).toISOString(),
        fechaPublicacion: iso(row.publishedAt),
      })),
    });
  },

  obtenerInformacionTramiteGenerico: (context) =>
    ok(toInformacion(genericById(context.services.db, context.query.idTramite))),

  obtenerDatosTramiteGenerico: (context) => {
    const { db } = context.services;
    return ok(toDatos(db, genericById(db, context.query.idTramite)));
  },

  crearTramiteGenerico: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const at = clock();
    const id = inTransaction(db, () => {
      const values = informationValues(context.body);
      const typeId = Number(
        db.prepare(INSERT_TYPE_SQL).run({ ...values, slug: freeSlug(db, values.name), at })
          .lastInsertRowid,
      );
      db.prepare(INSERT_GENERIC_SQL).run({ typeId, userId: caller.idu, at });
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteGenerico',
        recordId: typeId,
        action: 'create',
        before: null,
        after: context.body,
        at,
      });
      return typeId;
    });
    return ok(toInformacion(genericById(db, id)), genericTexts.created);
  },

  editarTramiteGenerico: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const before = draftById(db, context.query.idTramite);
    const at = clock();
    inTransaction(db, () => {
      db.prepare(UPDATE_INFORMATION_SQL).run({
        id: before.id,
        ...informationValues(context.body),
        at,
      });
      db.prepare(TOUCH_SQL).run({ id: before.id, at });
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteGenerico',
        recordId: before.id,
        action: 'update',
        before: toInformacion(before),
        after: context.body,
        at,
      });
    });
    return ok(toInformacion(genericById(db, before.id)), genericTexts.informationSaved);
  },

  actualizarFiltroTramiteGenerico: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { body } = context;
    const draft = draftById(db, context.query.idTramite);
    const options = filterOptions(db, caller.brandId);
    const errors: FieldErrors = {};
    const offered = {
      programas: new Set(options.programas.map((option) => option.id)),
      sedes: new Set(options.sedes.map((option) => option.id)),
      ciclos: new Set(options.ciclos.map((option) => option.codigo)),
    };
    if (body.programas.some((id) => !offered.programas.has(id)))
      errors.programas = [genericTexts.notOffered];
    if (body.sedes.some((id) => !offered.sedes.has(id))) errors.sedes = [genericTexts.notOffered];
    if (body.ciclos.some((code) => !offered.ciclos.has(code)))
      errors.ciclos = [genericTexts.notOffered];
    if (Object.keys(errors).length) throw badRequest(errors);
    const at = clock();
    inTransaction(db, () => {
      const before = filtersOf(db, draft.id);
      writeFilters(db, draft.id, body);
      db.prepare(FILTERS_SAVED_SQL).run({ id: draft.id, at });
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteGenerico',
        recordId: draft.id,
        action: 'update',
        before: { filtros: before },
        after: { filtros: body },
        at,
      });
    });
    return ok(toDatos(db, genericById(db, draft.id)), genericTexts.filtersSaved);
  },

  listarRequisitosTramiteGenerico: (context) => {
    const { db } = context.services;
    const row = genericById(db, context.params.id);
    const parts = queryAll<PartRow>(db, PARTS_SQL, { typeId: row.id });
    return ok({
      preguntas: parts.filter(isQuestion).map(toPregunta),
      requisitos: parts.filter((part) => !isQuestion(part)).map(toRequisitoGenerico),
    });
  },

  agregarPreguntaTramiteGenerico: (context) => {
    const { db, clock } = context.services;
    const draft = draftById(db, context.query.idTramite);
    const values = questionValues(context.body);
    const at = clock();
    const id = inTransaction(db, () => {
      const inserted = db.prepare(INSERT_PART_SQL).run({
        typeId: draft.id,
        kind: 'CAMPO',
        fieldType: 'SELECCION',
        ...values,
        at,
      });
      db.prepare(TOUCH_SQL).run({ id: draft.id, at });
      return Number(inserted.lastInsertRowid);
    });
    return ok(toPregunta(partById(db, id)), genericTexts.questionSaved);
  },

  editarPreguntaTramiteGenerico: (context) => {
    const { db, clock } = context.services;
    const part = draftPart(db, context.query.idPregunta, true);
    const values = questionValues(context.body);
    inTransaction(db, () => {
      db.prepare(UPDATE_PART_SQL).run({ id: part.id, ...values });
      db.prepare(TOUCH_SQL).run({ id: part.typeId, at: clock() });
    });
    return ok(toPregunta(partById(db, part.id)), genericTexts.questionSaved);
  },

  agregarRequisitoTramiteGenerico: (context) => {
    const { db, clock } = context.services;
    const draft = draftById(db, context.query.idTramite);
    const values = requirementValues(context.body);
    const at = clock();
    const id = inTransaction(db, () => {
      const inserted = db.prepare(INSERT_PART_SQL).run({
        typeId: draft.id,
        kind: context.body.tipo === 'DOCUMENTO' ? 'DOCUMENTO' : 'CAMPO',
        fieldType: context.body.tipo === 'DOCUMENTO' ? null : 'TEXTO',
        ...values,
        at,
      });
      db.prepare(TOUCH_SQL).run({ id: draft.id, at });
      return Number(inserted.lastInsertRowid);
    });
    return ok(toRequisitoGenerico(partById(db, id)), genericTexts.requirementSaved);
  },

  editarRequisitoTramiteGenerico: (context) => {
    const { db, clock } = context.services;
    const part = draftPart(db, context.query.idRequisito, false);
    if (context.body.tipo !== toRequisitoGenerico(part).tipo)
      throw badRequest({ tipo: [genericTexts.kindFixed] });
    const values = requirementValues(context.body);
    inTransaction(db, () => {
      db.prepare(UPDATE_PART_SQL).run({ id: part.id, ...values });
      db.prepare(TOUCH_SQL).run({ id: part.typeId, at: clock() });
    });
    return ok(toRequisitoGenerico(partById(db, part.id)), genericTexts.requirementSaved);
  },

  configurarTramiteGenerico: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { body } = context;
    const draft = draftById(db, context.query.idTramite);
    if (!isWholeCents(body.costo)) throw badRequest({ costo: [genericTexts.cents] });
    const at = clock();
    inTransaction(db, () => {
      db.prepare(CONFIGURE_TYPE_SQL).run({
        id: draft.id,
        area: body.area,
        feeCents: Math.round(body.costo * 100),
        businessDays: body.diasHabiles,
        at,
      });
      db.prepare(CONFIGURED_SQL).run({ id: draft.id, at });
      if (body.publicar) {
        const configured = genericById(db, draft.id);
        const pending = pendingOf(db, configured, filtersOf(db, draft.id));
        // Nothing of this save lands when the procedure cannot be published yet.
        if (pending.length) throw badRequest({ publicar: pending });
        if (db.prepare(PUBLISH_SQL).run({ id: draft.id, at }).changes === 0)
          throw new ApiError(409, 'Published', genericTexts.alreadyPublished);
        db.prepare(ACTIVATE_SQL).run({ id: draft.id });
      }
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteGenerico',
        recordId: draft.id,
        action: 'update',
        before: { area: draft.area, costo: draft.feeCents / 100, diasHabiles: draft.businessDays },
        after: body,
        at,
      });
    });
    return ok(
      toDatos(db, genericById(db, draft.id)),
      body.publicar ? genericTexts.published : genericTexts.configured,
    );
  },

  validarCasoTramiteGenerico: (context) => {
    const { db } = context.services;
    const { body } = context;
    const row = genericById(db, body.idTramite);
    const student = queryOne<{ id: number; name: string }>(db, CASE_STUDENT_SQL, {
      code: body.codigo.trim(),
      brandId: signedIn(context).brandId,
    });
    if (!student) throw badRequest({ codigo: [genericTexts.noStudent] });
    const filters = filtersOf(db, row.id);
    const audiences = audiencesOf(row);
    const enrolments = queryAll<{
      code: string;
      programmeId: number;
      programme: string;
      kind: Audiencia;
      campusId: number;
      campus: string;
      cycle: string;
      cycleName: string;
    }>(db, CASE_ENROLMENTS_SQL, { studentId: student.id });
    const matriculas = enrolments.map((enrolment) => {
      const motivos: string[] = [];
      if (!audiences.includes(enrolment.kind))
        motivos.push(genericTexts.reasons.audience(enrolment.kind));
      if (filters.programas.length && !filters.programas.includes(enrolment.programmeId))
        motivos.push(genericTexts.reasons.programme);
      if (filters.sedes.length && !filters.sedes.includes(enrolment.campusId))
        motivos.push(genericTexts.reasons.campus);
      if (filters.ciclos.length && !filters.ciclos.includes(enrolment.cycle))
        motivos.push(genericTexts.reasons.cycle);
      return {
        codigo: enrolment.code,
        programa: enrolment.programme,
        sede: enrolment.campus,
        ciclo: enrolment.cycleName,
        cumple: motivos.length === 0,
        motivos,
      };
    });
    return ok({
      estudiante: student.name,
      puedeSolicitar: matriculas.some((matricula) => matricula.cumple),
      matriculas,
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
