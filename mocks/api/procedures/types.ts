import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { forbidden, notFound } from '../errors.ts';
import { STUDENT_PASSES_SQL } from './filters.ts';

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

const TYPE_COLUMNS = `t.id, t.code, t.slug, t.name, t.summary, t.purpose, t.area_code AS area,
    a.name AS areaName, t.mode, t.audiences, t.fee_cents AS feeCents,
    t.business_days AS businessDays, t.asks_sms AS asksSms, t.issues_document AS issuesDocument,
    t.responder, t.is_active AS isActive`;
const TYPE_FROM = 'FROM procedure_types t JOIN procedure_areas a ON a.code = t.area_code';

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
  return queryAll<TypeRow>(
    db,
    `SELECT ${TYPE_COLUMNS} ${TYPE_FROM}
      WHERE (:audience IS NULL OR instr(',' || t.audiences || ',', ',' || :audience || ',') > 0)
        AND (:onlyActive = 0 OR t.is_active = 1)
        AND (:studentId IS NULL OR ${STUDENT_PASSES_SQL})
      ORDER BY t.name`,
    { audience, onlyActive: onlyActive ? 1 : 0, studentId },
  );
}

/**
 * A type the caller may see: admin-type users any; requesters an active one of their audience,
 * students one whose filters they pass (404 otherwise, so a student learns nothing of the
 * teachers' types or of a procedure meant for other programmes).
 */
export function visibleType(db: DatabaseSync, caller: Caller, id: number): TypeRow {
  const type = queryOne<TypeRow>(
    db,
    `SELECT ${TYPE_COLUMNS} ${TYPE_FROM}
      WHERE t.id = :id AND (:studentId IS NULL OR ${STUDENT_PASSES_SQL})`,
    { id, studentId: caller.tip === 1 ? caller.idu : null },
  );
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
  queryOneOrThrow<TypeRow>(db, `SELECT ${TYPE_COLUMNS} ${TYPE_FROM} WHERE t.code = :code`, {
    code,
  });

const REQUIREMENT_COLUMNS = `id, kind, name, description, required, position, formats,
  max_bytes AS maxBytes, max_files AS maxFiles, field_type AS fieldType, options,
  max_length AS maxLength, rule, rule_value AS ruleValue`;

/**
 * A type's requirements in force today, or at `at` (a request's filing time: a request in
 * progress keeps the requirements it was filed under, migration 026).
 */
export const requirementsOf = (db: DatabaseSync, typeId: number, at: number | null = null) =>
  queryAll<RequirementRow>(
    db,
    `SELECT ${REQUIREMENT_COLUMNS} FROM procedure_requirements
      WHERE type_id = :typeId
        AND CASE WHEN :at IS NULL THEN retired_at IS NULL
          ELSE created_at <= :at AND (retired_at IS NULL OR retired_at > :at) END
      ORDER BY position`,
    { typeId, at },
  );

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
    pasos: queryAll<Schemas['PasoTramite']>(
      db,
      `SELECT position AS orden, name AS nombre, description AS descripcion
        FROM procedure_steps WHERE type_id = :typeId ORDER BY position`,
      { typeId: type.id },
    ),
  };
}
