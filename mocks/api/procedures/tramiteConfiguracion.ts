import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne, queryPage } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound, staleRecord, type FieldErrors } from '../errors.ts';
import { toRequisito, toSummary, type RequirementRow, type TypeRow } from './types.ts';
import { isWholeCents } from './texts.ts';
import { ok } from '../respond.ts';
import {
  ACTIVATE_TYPE_SQL,
  CYCLE_EXISTS_SQL,
  GENERIC_DRAFT_SQL,
  HAS_COURSE_FIELD_SQL,
  INSERT_REQUIREMENT_SQL,
  REQUIREMENT_SQL,
  REQUIREMENTS_SQL,
  RETIRE_REQUIREMENT_SQL,
  TYPE_REQUIREMENTS_SQL,
  TYPE_SQL,
  TYPES_SQL,
  UPDATE_TYPE_SQL,
} from './tramiteConfiguracion.sql.ts';
import { configurationTexts } from './texts.ts';

type Schemas = components['schemas'];
type Cambios = Schemas['ConfiguracionTramiteCambios'];
type RequisitoCambios = Schemas['RequisitoCambios'];

const MB = 1024 * 1024;

interface ConfigRow extends TypeRow {
  version: number;
  updatedAt: number | null;
  managers: string;
  requirements: number;
  inProgress: number;
}

interface RequirementConfigRow extends RequirementRow {
  version: number;
  createdAt: number;
  retiredAt: number | null;
  typeId: number;
  typeCode: string;
  typeSlug: string;
  typeName: string;
  typeActive: number;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function toConfiguracion(row: ConfigRow): Schemas['ConfiguracionTramite'] {
  return {
    ...toSummary(row),
    proposito: row.purpose,
    responsable: row.responder,
    version: row.version,
    encargados: JSON.parse(row.managers) as string[],
    requisitos: row.requirements,
    enProceso: row.inProgress,
    fechaActualizacion: iso(row.updatedAt),
  };
}

function toRequisitoConfiguracion(row: RequirementConfigRow): Schemas['RequisitoConfiguracion'] {
  return {
    ...toRequisito(row),
    version: row.version,
    tramite: {
      idTipoTramite: row.typeId,
      codigo: row.typeCode,
      slug: row.typeSlug,
      nombre: row.typeName,
      activo: row.typeActive === 1,
    },
    fechaActualizacion: row.version > 1 ? iso(row.createdAt) : null,
  };
}

function typeBySlug(db: DatabaseSync, slug: string): ConfigRow {
  const row = queryOne<ConfigRow>(db, TYPE_SQL, { slug });
  if (!row) throw notFound();
  return row;
}

/** The rules a type's configuration keeps whatever the form allowed (400 with each field's). */
function checkConfiguration(db: DatabaseSync, type: ConfigRow, body: Cambios): FieldErrors {
  const errors: FieldErrors = {};
  const forTeachers = body.audiencias.includes('DOCENTE');
  if (forTeachers && body.audiencias.length > 1)
    errors.audiencias = [configurationTexts.teachersAlone];
  if (!isWholeCents(body.costo)) {
    errors.costo = [configurationTexts.cents];
  }
  if (body.responsable === 'DOCENTE_CURSO') {
    if (forTeachers) errors.responsable = [configurationTexts.responderStudents];
    else if (body.modalidad === 'AUTOMATICO') {
      errors.responsable = [configurationTexts.responderAutomatic];
    } else if (!queryFlag(db, HAS_COURSE_FIELD_SQL, { typeId: type.id })) {
      errors.responsable = [configurationTexts.responderCourse];
    }
  }
  return errors;
}

/** The columns a requirement's change writes, checked against what its kind takes. */
function requirementChange(db: DatabaseSync, row: RequirementConfigRow, body: RequisitoCambios) {
  const errors: FieldErrors = {};
  const takes = new Set<keyof RequisitoCambios>([
    'nombre',
    'descripcion',
    'obligatorio',
    'version',
  ]);
  if (row.kind === 'DOCUMENTO')
    ['formatos', 'pesoMaximoMb', 'cantidadMaxima'].forEach((k) =>
      takes.add(k as keyof RequisitoCambios),
    );
  if (row.kind === 'CAMPO' && row.fieldType === 'TEXTO') takes.add('longitudMaxima');
  if (row.kind === 'CAMPO' && row.fieldType === 'SELECCION') takes.add('opciones');
  if (row.kind === 'REGLA' && row.rule === 'CICLO_MINIMO') takes.add('valorRegla');
  for (const name of Object.keys(body) as (keyof RequisitoCambios)[]) {
    if (!takes.has(name)) errors[name] = [configurationTexts.notOfKind];
  }
  // What the kind takes must come: a document without formats could never be met.
  for (const name of takes) {
    if (name !== 'longitudMaxima' && body[name] === undefined)
      errors[name] = [configurationTexts.required];
  }
  if (row.kind === 'REGLA' && !body.obligatorio)
    errors.obligatorio = [configurationTexts.ruleRequired];
  if (body.valorRegla !== undefined && !queryFlag(db, CYCLE_EXISTS_SQL, body.valorRegla)) {
    errors.valorRegla = [configurationTexts.unknownCycle];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return {
    name: body.nombre.trim(),
    description: body.descripcion.trim(),
    required: body.obligatorio ? 1 : 0,
    formats: body.formatos ? body.formatos.join(',') : row.formats,
    maxBytes: body.pesoMaximoMb ? body.pesoMaximoMb * MB : row.maxBytes,
    maxFiles: body.cantidadMaxima ?? row.maxFiles,
    options: body.opciones
      ? JSON.stringify(body.opciones.map((option) => option.trim()))
      : row.options,
    maxLength: row.fieldType === 'TEXTO' ? (body.longitudMaxima ?? 500) : row.maxLength,
    ruleValue: body.valorRegla ?? row.ruleValue,
  };
}

export const tramiteConfiguracionHandlers = {
  listarConfiguracionTramites: (context) => {
    const { pagina = 1, tamanoPagina = 25, busqueda, area, activo } = context.query;
    const { rows, total } = queryPage<ConfigRow>(
      context.services.db,
      TYPES_SQL,
      {
        search: busqueda?.trim() || null,
        area: area ?? null,
        active: activo === undefined ? null : activo ? 1 : 0,
      },
      pagina,
      tamanoPagina,
    );
    return ok({ total, tipos: rows.map(toConfiguracion) });
  },

  obtenerConfiguracionTramite: (context) =>
    ok(toConfiguracion(typeBySlug(context.services.db, context.params.slug))),

  editarConfiguracionTramite: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { body } = context;
    const before = typeBySlug(db, context.params.slug);
    const errors = checkConfiguration(db, before, body);
    if (Object.keys(errors).length) throw badRequest(errors);
    const at = clock();
    inTransaction(db, () => {
      const { changes } = db.prepare(UPDATE_TYPE_SQL).run({
        id: before.id,
        version: body.version,
        name: body.nombre.trim(),
        summary: body.descripcion.trim(),
        purpose: body.proposito.trim(),
        mode: body.modalidad,
        audiences: body.audiencias.join(','),
        feeCents: Math.round(body.costo * 100),
        businessDays: body.diasHabiles,
        asksSms: body.pideSms ? 1 : 0,
        responder: body.responsable,
        at,
      });
      if (changes === 0) throw staleRecord();
      const after = typeBySlug(db, before.slug);
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteConfiguracion',
        recordId: before.id,
        action: 'update',
        before: toConfiguracion(before),
        after: toConfiguracion(after),
        at,
      });
    });
    return ok(toConfiguracion(typeBySlug(db, before.slug)), configurationTexts.saved);
  },

  activarTramite: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { activo, version } = context.body;
    const before = typeBySlug(db, context.params.slug);
    if (activo && queryFlag(db, GENERIC_DRAFT_SQL, { id: before.id }))
      throw badRequest({ activo: [configurationTexts.genericDraft] });
    const at = clock();
    inTransaction(db, () => {
      const { changes } = db
        .prepare(ACTIVATE_TYPE_SQL)
        .run({ id: before.id, active: activo ? 1 : 0, version, at });
      if (changes === 0) throw staleRecord();
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteConfiguracion',
        recordId: before.id,
        action: 'update',
        before: { activo: before.isActive === 1 },
        after: { activo },
        at,
      });
    });
    return ok(
      toConfiguracion(typeBySlug(db, before.slug)),
      activo ? configurationTexts.activated : configurationTexts.deactivated,
    );
  },

  listarRequisitosConfiguracion: (context) => {
    const { db } = context.services;
    const type = typeBySlug(db, context.params.slug);
    const rows = queryAll<RequirementConfigRow>(db, TYPE_REQUIREMENTS_SQL, { typeId: type.id });
    return ok({
      tipo: {
        idTipoTramite: type.id,
        codigo: type.code,
        slug: type.slug,
        nombre: type.name,
        activo: type.isActive === 1,
      },
      requisitos: rows.map(toRequisitoConfiguracion),
    });
  },

  editarRequisitoTramite: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { body } = context;
    const row = queryOne<RequirementConfigRow>(db, REQUIREMENT_SQL, {
      id: context.params.idRequisito,
    });
    if (!row) throw notFound();
    // A retired row was edited by someone else since it was read: its next version is in force.
    if (row.retiredAt !== null || row.version !== body.version) throw staleRecord();
    const change = requirementChange(db, row, body);
    const at = clock();
    const id = inTransaction(db, () => {
      const retired = db
        .prepare(RETIRE_REQUIREMENT_SQL)
        .run({ id: row.id, version: row.version, at });
      if (retired.changes === 0) throw staleRecord();
      const next = Number(
        db.prepare(INSERT_REQUIREMENT_SQL).run({
          typeId: row.typeId,
          kind: row.kind,
          position: row.position,
          fieldType: row.fieldType ?? null,
          rule: row.rule ?? null,
          ...change,
          version: row.version + 1,
          at,
          replaces: row.id,
        }).lastInsertRowid,
      );
      writeAudit(db, {
        userId: caller.idu,
        resource: 'tramiteRequisito',
        recordId: next,
        action: 'update',
        before: toRequisito(row),
        after: { ...body, idRequisito: next },
        at,
      });
      return next;
    });
    const saved = queryOne<RequirementConfigRow>(db, REQUIREMENT_SQL, {
      id,
    }) as RequirementConfigRow;
    return ok(toRequisitoConfiguracion(saved), configurationTexts.requirementSaved);
  },

  listarRequisitos: (context) => {
    const { pagina = 1, tamanoPagina = 25, busqueda, tipo } = context.query;
    const { rows, total } = queryPage<RequirementConfigRow>(
      context.services.db,
      REQUIREMENTS_SQL,
      { search: busqueda?.trim() || null, kind: tipo ?? null },
      pagina,
      tamanoPagina,
    );
    return ok({ total, requisitos: rows.map(toRequisitoConfiguracion) });
  },
} satisfies Partial<ServiceHandlers<operations>>;
