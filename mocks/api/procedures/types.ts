import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { forbidden, notFound } from '../errors.ts';
import {
  REQUIREMENTS_SQL,
  STEPS_SQL,
  TYPE_BY_CODE_SQL,
  TYPES_SQL,
  VISIBLE_TYPE_SQL,
} from './types.sql.ts';

type Schemas = components['schemas'];
export type Audiencia = Schemas['AudienciaTramite'];

export interface TypeRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  summary: string;
  purpose: string;
  area: 'SM-TK' | 'SM-VD';
  areaName: string;
  mode: 'MANUAL' | 'AUTOMATICO';
  audiences: string;
  feeCents: number;
  businessDays: number;
  asksSms: number;
  issuesDocument: number;
  responder: 'NINGUNO' | 'DOCENTE_CURSO';
  isActive: number;
}

export interface RequirementRow {
  id: number;
  kind: 'DOCUMENTO' | 'CAMPO' | 'REGLA';
  name: string;
  description: string;
  required: number;
  position: number;
  formats: string | null;
  maxBytes: number | null;
  maxFiles: number | null;
  fieldType: Schemas['Requisito']['tipoCampo'] | null;
  options: string | null;
  maxLength: number | null;
  rule: Schemas['Requisito']['regla'] | null;
  ruleValue: string | null;
}

export const audiencesOf = (type: TypeRow) => type.audiences.split(',') as Audiencia[];

/** Whom a requester files as: teachers always DOCENTE; students CARRERA or EXTENSION. */
export function requesterAudience(caller: Caller, asked: Audiencia | undefined): Audiencia | null {
  if (caller.tip === 2) return 'DOCENTE';
  if (caller.tip === 1) {
    if (asked === 'DOCENTE') throw forbidden();
    return asked ?? 'CARRERA';
  }
  return asked ?? null;
}

/**
 * The types of `audience` (every one when null), only active ones for requesters; a student
 * (`studentId`) sees only those whose filters one of their enrolments passes.
 */
export function listTypes(
  db: DatabaseSync,
  audience: Audiencia | null,
  onlyActive: boolean,
  studentId: number | null = null,
) {
  return queryAll<TypeRow>(db, TYPES_SQL, {
    audience,
    onlyActive: onlyActive ? 1 : 0,
    studentId,
  });
}

/**
 * A type the caller may see: admin-type users any; requesters an active one of their audience,
 * students one whose filters they pass (404 otherwise, so a student learns nothing of the
 * teachers' types or of a procedure meant for other programmes).
 */
export function visibleType(db: DatabaseSync, caller: Caller, id: number): TypeRow {
  const type = queryOne<TypeRow>(db, VISIBLE_TYPE_SQL, {
    id,
    studentId: caller.tip === 1 ? caller.idu : null,
  });
  if (!type) throw notFound();
  if (caller.tip === 1 || caller.tip === 2) {
    const audiences = audiencesOf(type);
    const allowed =
      caller.tip === 2 ? audiences.includes('DOCENTE') : !audiences.every((a) => a === 'DOCENTE');
    if (!allowed || type.isActive !== 1) throw notFound();
  }
  return type;
}

/** A type by its code, active or not: the late-payment pages file types the catalogue hides. */
export const typeByCode = (db: DatabaseSync, code: string): TypeRow =>
  queryOneOrThrow<TypeRow>(db, TYPE_BY_CODE_SQL, { code });

/**
 * A type's requirements in force today, or at `at` (a request's filing time: a request in
 * progress keeps the requirements it was filed under, migration 026).
 */
export const requirementsOf = (db: DatabaseSync, typeId: number, at: number | null = null) =>
  queryAll<RequirementRow>(db, REQUIREMENTS_SQL, { typeId, at });

export function toSummary(type: TypeRow): Schemas['TipoTramiteResumen'] {
  return {
    idTipoTramite: type.id,
    codigo: type.code,
    slug: type.slug,
    nombre: type.name,
    descripcion: type.summary,
    area: { codigo: type.area, nombre: type.areaName },
    modalidad: type.mode,
    audiencias: audiencesOf(type),
    costo: type.feeCents / 100,
    diasHabiles: type.businessDays,
    pideSms: type.asksSms === 1,
    emiteDocumento: type.issuesDocument === 1,
    activo: type.isActive === 1,
  };
}

export function toRequisito(row: RequirementRow): Schemas['Requisito'] {
  return {
    idRequisito: row.id,
    tipo: row.kind,
    nombre: row.name,
    descripcion: row.description,
    obligatorio: row.required === 1,
    orden: row.position,
    ...(row.kind === 'DOCUMENTO' && {
      formatos: (row.formats ?? '').split(',') as NonNullable<Schemas['Requisito']['formatos']>,
      pesoMaximo: row.maxBytes ?? undefined,
      cantidadMaxima: row.maxFiles ?? 1,
    }),
    ...(row.kind === 'CAMPO' && {
      tipoCampo: row.fieldType ?? 'TEXTO',
      ...(row.options && {
        opciones: (JSON.parse(row.options) as string[]).map((value) => ({
          valor: value,
          etiqueta: value,
        })),
      }),
      ...(row.maxLength !== null && { longitudMaxima: row.maxLength }),
    }),
    ...(row.kind === 'REGLA' && { regla: row.rule ?? undefined, valorRegla: row.ruleValue }),
  };
}

export function toTipoTramite(db: DatabaseSync, type: TypeRow): Schemas['TipoTramite'] {
  return {
    ...toSummary(type),
    proposito: type.purpose,
    requisitos: requirementsOf(db, type.id).map(toRequisito),
    pasos: queryAll<Schemas['PasoTramite']>(db, STEPS_SQL, { typeId: type.id }),
  };
}
