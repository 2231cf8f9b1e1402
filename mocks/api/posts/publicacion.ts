import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { holdsPermission, type Caller } from '../authenticate.ts';
import { signedIn, type DemoServices, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound, type FieldErrors } from '../errors.ts';
import { inline } from '../files/attachment.ts';
import { safeContentType } from '../files/fileRules.ts';
import { pinsOf, postErrors, toMinute, type PostPayload } from './rules.ts';
import { postTexts } from './texts.ts';
import { toPublicacion, type PostRow } from './view.ts';
import { viewerOf } from './viewer.ts';
import { ok } from '../respond.ts';
import {
  AREA_EXISTS_SQL,
  AREA_SQL,
  AREAS_SQL,
  AUDIENCE_SIZE_SQL,
  CAMPUSES_SQL,
  CASCADE_PERIODS_SQL,
  CASCADE_PRODUCTS_SQL,
  CASCADE_PROGRAMMES_SQL,
  CLEAR_REACTION_SQL,
  COUNTERS_SQL,
  CYCLES_SQL,
  DELETE_POST_SQL,
  DELETE_REACTIONS_SQL,
  DELETE_TARGETS_SQL,
  DIVISIONS_SQL,
  FEED_COUNT_SQL,
  FEED_PAGE_SQL,
  INSERT_POST_SQL,
  INSERT_TARGET_SQL,
  OWN_UPLOAD_SQL,
  POST_FILE_SQL,
  POST_BY_KEY_SQL,
  POST_OWNER_SQL,
  REACTORS_SQL,
  SET_REACTION_SQL,
  UPDATE_POST_SQL,
  VISIBLE_POST_SQL,
} from './publicacion.sql.ts';

// The home feed's posts (spec §3, §4, §5, §6, §7 publicacion/*): who sees what is decided here.

type Schemas = components['schemas'];

const AUDIENCE_NAMES: Record<Schemas['IdAudiencia'], string> = {
  EVAAUD001: 'Docentes',
  EVAAUD002: 'Estudiantes',
  EVAAUD003: 'Egresados',
};

export const PRODUCT_NAMES: Record<string, string> = {
  CARRERA: 'Carrera profesional',
  EXTENSION: 'Extensión',
};

interface OwnerRow {
  id: number;
  authorId: number;
  startsAt: number;
  createdAt: number;
  imageId: number | null;
  documentId: number | null;
  mediaKey: string;
}

interface AreaRow {
  id: number | null;
  canPinStudents: number | null;
  canPinTeachers: number | null;
  canPinGraduates: number | null;
}

const nowOf = (services: DemoServices) => services.clock();

/** The named values every reading query takes: the reader, now, and the admin switch. */
function readerParams(services: DemoServices, caller: Caller, admin: boolean) {
  const viewer = viewerOf(services.db, caller);
  return {
    userId: caller.idu,
    now: nowOf(services),
    admin: admin ? 1 : 0,
    students: viewer.students ? 1 : 0,
    graduates: viewer.graduates ? 1 : 0,
    teachers: viewer.teachers ? 1 : 0,
    staff: viewer.staff ? 1 : 0,
    brand: viewer.brand,
    profiles: viewer.profiles,
  };
}

const rightsOf = (db: DatabaseSync, caller: Caller) => ({
  userId: caller.idu,
  publishes: holdsPermission(db, caller, ['CONFPUBL']),
  deletes: holdsPermission(db, caller, ['ELIMPUBL']),
});

/** A post the caller may read (the administrative team reads them all), or 404. */
function visiblePost(services: DemoServices, caller: Caller, id: number): PostRow {
  const row = queryOne<PostRow>(services.db, VISIBLE_POST_SQL, {
    ...readerParams(services, caller, caller.isAdmin),
    id,
  });
  if (!row) throw notFound();
  return row;
}

function feedPage(
  services: DemoServices,
  caller: Caller,
  admin: boolean,
  query: { pagina?: number; tamanoPagina?: number; busqueda?: string },
) {
  const pagina = query.pagina ?? 1;
  const tamanoPagina = query.tamanoPagina ?? 20;
  const { userId, ...filter } = {
    ...readerParams(services, caller, admin),
    q: query.busqueda?.trim() || null,
  };
  const rows = queryAll<PostRow>(services.db, FEED_PAGE_SQL, {
    ...filter,
    userId,
    limit: tamanoPagina,
    offset: (pagina - 1) * tamanoPagina,
  });
  const { total } = queryOneOrThrow<{ total: number }>(services.db, FEED_COUNT_SQL, filter);
  const rights = rightsOf(services.db, caller);
  return ok({
    totalDocumentos: total,
    publicaciones: rows.map((row) => toPublicacion(row, rights, filter.now)),
  });
}

/** The pins a payload asks for, refused (403) where the caller or their area may not pin. */
function checkPins(db: DatabaseSync, caller: Caller, body: PostPayload): void {
  const pins = pinsOf(body);
  if (!pins.students && !pins.graduates && !pins.teachers) return;
  const area = queryOne<AreaRow>(db, AREA_SQL, caller.idu);
  const forStudents = holdsPermission(db, caller, ['FJPUBALU']);
  const allowed =
    (!pins.students || (forStudents && area?.canPinStudents === 1)) &&
    (!pins.graduates || (forStudents && area?.canPinGraduates === 1)) &&
    (!pins.teachers || (holdsPermission(db, caller, ['FJPUBDOC']) && area?.canPinTeachers === 1));
  if (!allowed) throw forbidden();
}

/** The payload's choices that name nothing, and uploads that are not the caller's to use. */
function referenceErrors(
  db: DatabaseSync,
  caller: Caller,
  body: PostPayload,
  postId: number | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (body.idAreaEncargada && !queryOne(db, AREA_EXISTS_SQL, body.idAreaEncargada)) {
    errors.idAreaEncargada = [postTexts.unknownChoice];
  }
  const divisions = new Set(queryAll<{ id: number }>(db, DIVISIONS_SQL).map((row) => row.id));
  if ((body.idDivisiones ?? []).some((id) => !divisions.has(id))) {
    errors.idDivisiones = [postTexts.unknownChoice];
  }
  const own = (fileId: number, purpose: string) =>
    queryOne(db, OWN_UPLOAD_SQL, { fileId, ownerId: caller.idu, purpose, postId });
  if (body.idTipoOpcion === 1 && body.imagenPublicacion) {
    if (!own(body.imagenPublicacion, 'IMAGEN_PUBLICACION')) {
      errors.imagenPublicacion = [postTexts.fileNotYours];
    }
  }
  if (body.existeDocumento && body.archivoPublicacion) {
    if (!own(body.archivoPublicacion, 'DOCUMENTO_PUBLICACION')) {
      errors.archivoPublicacion = [postTexts.fileNotYours];
    }
  }
  return errors;
}

/** The row values of a valid payload. */
function postValues(body: PostPayload) {
  const pins = pinsOf(body);
  const audiences = new Set(body.idAudiencias);
  const image = body.idTipoOpcion === 1;
  const video = body.idTipoOpcion === 2;
  const pinned = pins.students || pins.graduates || pins.teachers;
  return {
    text: body.descripcion.trim(),
    media: image ? 'IMAGEN' : video ? 'VIDEO' : null,
    imageId: image ? (body.imagenPublicacion ?? null) : null,
    videoUrl: video ? (body.rutaVideo ?? '').trim() : null,
    documentId: body.existeDocumento ? (body.archivoPublicacion ?? null) : null,
    buttonText: body.existeDocumento ? (body.textoBotonDocumento ?? '').trim() : null,
    areaId: body.idAreaEncargada ?? 0,
    forTeachers: audiences.has('EVAAUD001') ? 1 : 0,
    forStudents: audiences.has('EVAAUD002') ? 1 : 0,
    forGraduates: audiences.has('EVAAUD003') ? 1 : 0,
    startsAt: toMinute(body.fechaInicial) ?? 0,
    pinnedStudents: pins.students || pins.graduates ? 1 : 0,
    pinnedTeachers: pins.teachers ? 1 : 0,
    pinnedUntil: pinned ? toMinute(body.fechaFinalFijada) : null,
    advanced: body.existeFiltroAvanzado ? 1 : 0,
  };
}

function writeTargets(db: DatabaseSync, postId: number, body: PostPayload): void {
  db.prepare(DELETE_TARGETS_SQL).run(postId);
  const insert = db.prepare(INSERT_TARGET_SQL);
  for (const id of body.idDivisiones) insert.run(postId, 'DIVISION', String(id));
  if (!body.existeFiltroAvanzado) return;
  const lists: [string, readonly (number | string)[] | undefined][] = [
    ['SEDE', body.idSedes],
    ['PROGRAMA', body.idProgramas],
    ['PERIODO', body.idPeriodos],
    ['PRODUCTO', body.idProductos],
    ['MODULO', body.idModulos],
  ];
  for (const [kind, values] of lists) {
    for (const value of values ?? []) insert.run(postId, kind, String(value));
  }
}

/** Checks a payload (pins, references, spec §5 rules) and answers the row values, or throws. */
function checkedValues(
  services: DemoServices,
  caller: Caller,
  body: PostPayload,
  existing: OwnerRow | null,
) {
  checkPins(services.db, caller, body);
  const now = Math.floor(nowOf(services) / 60_000) * 60_000;
  const earliestStart = existing ? Math.min(existing.createdAt, existing.startsAt) : null;
  const errors = {
    ...referenceErrors(services.db, caller, body, existing?.id ?? null),
    ...postErrors(body, { now, earliestStart }),
  };
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return postValues(body);
}

const savedPost = (services: DemoServices, caller: Caller, id: number) =>
  toPublicacion(
    queryOneOrThrow<PostRow>(services.db, VISIBLE_POST_SQL, {
      ...readerParams(services, caller, true),
      id,
    }),
    rightsOf(services.db, caller),
    nowOf(services),
  );

/** JSON lists of ids for the cascade's SQL. */
const json = (values: readonly (number | string)[] | undefined) => JSON.stringify(values ?? []);

export function cascadeProgrammes(db: DatabaseSync, divisions: number[], campuses: number[]) {
  return queryAll<{ id: number; nombre: string }>(db, CASCADE_PROGRAMMES_SQL, {
    divisions: json(divisions),
    campuses: json(campuses),
  });
}

export function cascadePeriods(db: DatabaseSync, programmes: number[]) {
  return queryAll<{ id: number; nombre: string }>(db, CASCADE_PERIODS_SQL, {
    programmes: json(programmes),
  });
}

export function cascadeProducts(db: DatabaseSync, programmes: number[], periods: number[]) {
  return queryAll<{ id: string }>(db, CASCADE_PRODUCTS_SQL, {
    programmes: json(programmes),
    periods: json(periods),
  }).map((row) => ({ id: row.id, nombre: PRODUCT_NAMES[row.id] ?? row.id }));
}

export const publicacionHandlers = {
  obtenerFiltroBasePublicacion: (context) => {
    const { services } = context;
    const caller = signedIn(context);
    const area = queryOne<AreaRow>(services.db, AREA_SQL, caller.idu);
    return ok({
      areas: queryAll<{ id: number; nombre: string }>(services.db, AREAS_SQL),
      audiencias: (Object.keys(AUDIENCE_NAMES) as Schemas['IdAudiencia'][]).map((id) => ({
        id,
        nombre: AUDIENCE_NAMES[id],
      })),
      ciclos: queryAll<{ id: string; nombre: string }>(services.db, CYCLES_SQL),
      sedes: queryAll<{ id: number; nombre: string; idDivision: number }>(
        services.db,
        CAMPUSES_SQL,
      ),
      divisiones: queryAll<{ id: number; nombre: string }>(services.db, DIVISIONS_SQL),
      puedeFijarAlumnos: area?.canPinStudents === 1,
      puedeFijarDocentes: area?.canPinTeachers === 1,
      canGraduateSet: area?.canPinGraduates === 1,
    });
  },

  contarAudienciaPublicacion: (context) => {
    const { body, services } = context;
    const audiences = new Set(body.idAudiencia ?? []);
    if (audiences.size === 0 || !body.idUnidadNegocio?.length) return ok({ cantAudiencia: 0 });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, AUDIENCE_SIZE_SQL, {
      students: audiences.has('EVAAUD002') ? 1 : 0,
      graduates: audiences.has('EVAAUD003') ? 1 : 0,
      teachers: audiences.has('EVAAUD001') ? 1 : 0,
      divisions: json(body.idUnidadNegocio),
      programmes: json(body.idUnidadAcademica),
      campuses: json(body.idSede),
      products: json(body.idProducto),
      periods: json(body.idPeriodo),
      modules: json(body.idModulo),
    });
    return ok({ cantAudiencia: total });
  },

  listarProgramasPublicacion: ({ body, services }) =>
    ok(cascadeProgrammes(services.db, body.idDivisiones ?? [], [])),
  listarPeriodosPublicacion: ({ body, services }) =>
    ok(cascadePeriods(services.db, body.idProgramas ?? [])),
  listarProductosPublicacion: ({ body, services }) =>
    ok(cascadeProducts(services.db, body.idProgramas ?? [], [])),

  obtenerPublicacion: (context) => {
    const { query, services } = context;
    const caller = signedIn(context);
    const owner = queryOne<OwnerRow>(services.db, POST_OWNER_SQL, query.id);
    if (!owner) throw notFound();
    if (owner.authorId !== caller.idu) throw forbidden();
    return ok(savedPost(services, caller, owner.id));
  },

  // One post per idempotency key and author: a retry answers the post published first, before
  // any rule is checked again (its start date may have passed since).
  crearPublicacion: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    // The contract requires the key here (PublicacionNueva).
    const byKey = { authorId: caller.idu, key: String(body.claveIdempotencia) };
    const earlier = queryOne<{ id: number }>(services.db, POST_BY_KEY_SQL, byKey);
    if (earlier) return ok(savedPost(services, caller, earlier.id), postTexts.created);
    const values = checkedValues(services, caller, body, null);
    const id = inTransaction(services.db, () => {
      const { lastInsertRowid } = services.db.prepare(INSERT_POST_SQL).run({
        ...values,
        ...byKey,
        mediaKey: randomBytes(16).toString('hex'),
        now: nowOf(services),
      });
      const postId = Number(lastInsertRowid);
      writeTargets(services.db, postId, body);
      return postId;
    });
    return ok(savedPost(services, caller, id), postTexts.created);
  },

  actualizarPublicacion: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    // The contract requires `id` here (PublicacionCambios).
    const existing = queryOne<OwnerRow>(services.db, POST_OWNER_SQL, Number(body.id));
    if (!existing) throw notFound();
    // spec §6: only the post's creator edits it.
    if (existing.authorId !== caller.idu) throw forbidden();
    const values = checkedValues(services, caller, body, existing);
    inTransaction(services.db, () => {
      services.db
        .prepare(UPDATE_POST_SQL)
        .run({ ...values, id: existing.id, now: nowOf(services) });
      writeTargets(services.db, existing.id, body);
    });
    return ok(savedPost(services, caller, existing.id), postTexts.updated);
  },

  eliminarPublicacion: (context) => {
    const { query, services } = context;
    const existing = queryOne<OwnerRow>(services.db, POST_OWNER_SQL, query.id);
    if (!existing) throw notFound();
    inTransaction(services.db, () => {
      services.db.prepare(DELETE_REACTIONS_SQL).run(existing.id);
      services.db.prepare(DELETE_TARGETS_SQL).run(existing.id);
      services.db.prepare(DELETE_POST_SQL).run(existing.id);
    });
    return ok(null, postTexts.deleted);
  },

  listarPublicaciones: (context) =>
    feedPage(context.services, signedIn(context), false, context.query),

  listarPublicacionesAdmin: (context) =>
    feedPage(context.services, signedIn(context), true, context.query),

  reaccionarPublicacion: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const post = visiblePost(services, caller, body.idPublicacion);
    const now = nowOf(services);
    if (post.startsAt > now) throw badRequest({ idPublicacion: [postTexts.scheduled] });
    const params = { id: post.id, userId: caller.idu };
    if (body.id === 0) services.db.prepare(CLEAR_REACTION_SQL).run(params);
    else services.db.prepare(SET_REACTION_SQL).run({ ...params, reaction: body.id, now });
    const counters = queryOneOrThrow<{ interested: number; moved: number; proud: number }>(
      services.db,
      COUNTERS_SQL,
      { id: post.id },
    );
    return ok({
      idReaccion: body.id,
      meInteresa: counters.interested,
      meEmociona: counters.moved,
      meEnorgullece: counters.proud,
    });
  },

  listarReaccionesPublicacion: (context) => {
    const { query, services } = context;
    const post = visiblePost(services, signedIn(context), query.id);
    const reacciones = queryAll<{ id: number; nombre: string; idReaccion: 28823 | 28824 | 28825 }>(
      services.db,
      REACTORS_SQL,
      { id: post.id, reaction: query.idReaccion ?? null },
    );
    return ok({
      reacciones,
      meInteresa: post.interested,
      meEmociona: post.moved,
      meEnorgullece: post.proud,
    });
  },

  descargarArchivoPublicacion: (context) => {
    const { params, query, services, reply } = context;
    const file = queryOne<{ name: string; contentType: string; storedAs: string }>(
      services.db,
      POST_FILE_SQL,
      { postId: params.idPublicacion, fileId: params.idArchivo, key: query.clave },
    );
    if (!file) throw notFound();
    reply
      .type(safeContentType(file.contentType))
      .header('content-disposition', inline(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // The bytes behind a link never change (a new file gets a new id): readers keep them.
      .header('cache-control', 'private, max-age=604800, immutable');
    return services.files.read(file.storedAs);
  },
} satisfies Partial<ServiceHandlers<operations>>;
