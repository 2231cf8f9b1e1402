import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { DemoServices } from '../context.ts';
import { badRequest, type FieldErrors } from '../errors.ts';
import { dueDate } from './businessDays.ts';
import { coursesFor, enrolmentFor, evaluateRules, type EnrolmentRow } from './eligibility.ts';
import { enrolmentPasses } from './filters.ts';
import { REQUEST_SQL } from './requests.sql.ts';
import type { RequestRow } from './requestView.ts';
import { checkRuc } from './ruc.ts';
import { spendCode } from './smsCodes.ts';
import { procedureTexts } from './texts.ts';
import {
  attachFiles,
  issueDocument,
  notifyHandler,
  notifyRequester,
  recordEvent,
} from './transitions.ts';
import {
  audiencesOf,
  requirementsOf,
  requesterAudience,
  type RequirementRow,
  type TypeRow,
} from './types.ts';

type Schemas = components['schemas'];
type Registrar = Schemas['RegistrarSolicitudRequest'];

interface Answer {
  requirementId: number;
  value: string;
  label: string;
}

const UBIGEO_LABEL_SQL = `SELECT d.name || ', ' || p.name || ', ' || dep.name AS label
  FROM ubigeo d JOIN ubigeo p ON p.code = substr(d.code, 1, 4)
  JOIN ubigeo dep ON dep.code = substr(d.code, 1, 2) WHERE d.code = :code`;

/** Each field answer checked against its requirement; answers with the values as stored. */
function checkFields(
  db: DatabaseSync,
  caller: Caller,
  requirements: readonly RequirementRow[],
  campos: Registrar['campos'],
  enrolment: EnrolmentRow | null,
  errors: FieldErrors,
): Answer[] {
  const answers: Answer[] = [];
  const given = new Map(campos.map((campo) => [campo.idRequisito, campo.valor.trim()]));
  for (const requirement of requirements.filter((r) => r.kind === 'CAMPO')) {
    const key = `campos.${requirement.id}`;
    const value = given.get(requirement.id) ?? '';
    const refuse = (message: string) => void (errors[key] = [message]);
    if (!value) {
      if (requirement.required === 1) refuse(procedureTexts.required);
      continue;
    }
    let label = value;
    switch (requirement.fieldType) {
      case 'NUMERO':
        if (!/^\d{1,9}$/.test(value)) refuse(procedureTexts.number);
        break;
      case 'FECHA':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
          refuse(procedureTexts.pattern);
        } else {
          label = value.split('-').reverse().join('/');
        }
        break;
      case 'SELECCION': {
        const options = JSON.parse(requirement.options ?? '[]') as string[];
        if (!options.includes(value)) refuse(procedureTexts.invalidValue);
        break;
      }
      case 'UBIGEO': {
        const place = /^\d{6}$/.test(value)
          ? queryOne<{ label: string }>(db, UBIGEO_LABEL_SQL, { code: value })
          : undefined;
        if (place) label = place.label;
        else refuse(procedureTexts.invalidValue);
        break;
      }
      case 'RUC': {
        const check = checkRuc(value);
        if (check !== 'valid') {
          refuse(check === 'format' ? procedureTexts.pattern : procedureTexts.rucInvalid);
        }
        break;
      }
      case 'CURSO': {
        const course = coursesFor(db, caller, enrolment).find((c) => String(c.id) === value);
        if (course) label = course.name;
        else refuse(procedureTexts.invalidValue);
        break;
      }
      default:
        if (value.length > (requirement.maxLength ?? 500)) refuse(procedureTexts.maxLength);
    }
    if (!errors[key]) answers.push({ requirementId: requirement.id, value, label });
  }
  return answers;
}

const OWN_FILE_SQL = `SELECT f.id, f.extension, f.size FROM files f
  WHERE f.id = :id AND f.owner_id = :ownerId AND f.purpose = 'ADJUNTO_TRAMITE'
    AND NOT EXISTS (SELECT 1 FROM procedure_attachments a WHERE a.file_id = f.id)`;

/**
 * Files for the document requirements: the caller's own procedure uploads, not attached to any
 * request yet, as many as the requirement takes, of its formats and size.
 */
export function checkAttachments(
  db: DatabaseSync,
  caller: Caller,
  requirements: readonly RequirementRow[],
  adjuntos: Registrar['adjuntos'],
  errors: FieldErrors,
  requireAll: boolean,
) {
  const files: { fileId: number; requirementId: number }[] = [];
  const documents = requirements.filter((requirement) => requirement.kind === 'DOCUMENTO');
  for (const given of adjuntos) {
    if (!documents.some((document) => document.id === given.idRequisito)) {
      errors[`adjuntos.${given.idRequisito}`] = [procedureTexts.invalidValue];
    }
  }
  for (const document of documents) {
    const key = `adjuntos.${document.id}`;
    const ids = adjuntos.find((given) => given.idRequisito === document.id)?.idArchivos ?? [];
    if (ids.length === 0) {
      if (requireAll && document.required === 1) errors[key] = [procedureTexts.required];
      continue;
    }
    if (ids.length > (document.maxFiles ?? 1)) {
      errors[key] = [procedureTexts.tooManyFiles];
      continue;
    }
    const formats = (document.formats ?? '').split(',');
    for (const id of ids) {
      const file = queryOne<{ id: number; extension: string; size: number }>(db, OWN_FILE_SQL, {
        id,
        ownerId: caller.idu,
      });
      if (!file) errors[key] = [procedureTexts.fileNotYours];
      else if (!formats.includes(file.extension))
        errors[key] = [procedureTexts.fileFormat(formats)];
      else if (file.size > (document.maxBytes ?? Infinity)) errors[key] = [procedureTexts.fileSize];
      else files.push({ fileId: id, requirementId: document.id });
    }
  }
  return files;
}

/** The teacher who answers a request naming a course: the one of the student's section. */
function responderFor(
  db: DatabaseSync,
  type: TypeRow,
  enrolment: EnrolmentRow | null,
  answers: readonly Answer[],
  requirements: readonly RequirementRow[],
): number | null {
  if (type.responder !== 'DOCENTE_CURSO') return null;
  const field = requirements.find((requirement) => requirement.fieldType === 'CURSO');
  const courseId = answers.find((answer) => answer.requirementId === field?.id)?.value;
  if (!courseId) return null;
  return (
    queryOne<{ teacherId: number }>(
      db,
      `SELECT s.teacher_id AS teacherId FROM sections s
        LEFT JOIN section_students ss ON ss.section_id = s.id AND ss.enrolment_id = :enrolmentId
        WHERE s.course_id = :courseId AND s.teacher_id IS NOT NULL
        ORDER BY ss.section_id IS NULL, s.id LIMIT 1`,
      { courseId: Number(courseId), enrolmentId: enrolment?.id ?? null },
    )?.teacherId ?? null
  );
}

// The manager with the fewest open requests of the area takes a new one.
const NEXT_MANAGER_SQL = `SELECT m.user_id AS id FROM procedure_area_managers m
  WHERE m.area_code = :area
  ORDER BY (SELECT count(*) FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
      WHERE r.manager_id = m.user_id AND t.area_code = :area
        AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')), m.user_id
  LIMIT 1`;

const INSERT_REQUEST = `INSERT INTO procedure_requests (type_id, requester_id, enrolment_id,
    audience, state, manager_id, responder_id, idempotency_key, comment, fee_cents, filed_at,
    updated_at, due_at)
  VALUES (:typeId, :requesterId, :enrolmentId, :audience, 'REGISTRADO', :managerId, :responderId,
    :key, :comment, :feeCents, :at, :at, :dueAt)`;

const BY_KEY_SQL = `SELECT id FROM procedure_requests
  WHERE requester_id = :requesterId AND idempotency_key = :key`;

/** Files a request after every check; the same key from the same caller answers the first one. */
export function fileRequest(
  services: DemoServices,
  caller: Caller,
  type: TypeRow,
  body: Registrar,
): RequestRow {
  const { db } = services;
  const earlier = queryOne<{ id: number }>(db, BY_KEY_SQL, {
    requesterId: caller.idu,
    key: body.claveIdempotencia,
  });
  if (earlier) return queryOne<RequestRow>(db, REQUEST_SQL, { id: earlier.id }) as RequestRow;

  const audience = requesterAudience(caller, undefined);
  const enrolment = enrolmentFor(db, caller, body.idMatricula, null);
  const requirements = requirementsOf(db, type.id);
  // A form opened before a superadmin changed the type's requirements names their former rows.
  const current = new Set(requirements.map((requirement) => requirement.id));
  if ([...body.campos, ...body.adjuntos].some((given) => !current.has(given.idRequisito))) {
    throw badRequest({ requisitos: [procedureTexts.requirementsChanged] });
  }
  const errors: FieldErrors = {};
  const failed = evaluateRules(db, caller, type, requirements, enrolment).filter((r) => !r.cumple);
  if (failed.length) errors.requisitos = failed.map((rule) => rule.mensaje ?? rule.nombre);
  if (enrolment && !audiencesOf(type).includes(enrolment.kind)) {
    errors.idMatricula = [procedureTexts.invalidValue];
  } else if (enrolment && !enrolmentPasses(db, type.id, enrolment.id)) {
    errors.idMatricula = [procedureTexts.notForEnrolment];
  }
  const answers = checkFields(db, caller, requirements, body.campos, enrolment, errors);
  const files = checkAttachments(db, caller, requirements, body.adjuntos, errors, true);
  if (Object.keys(errors).length) throw badRequest(errors);
  const spend =
    type.asksSms === 1 ? spendCode(services, caller, type.id, body.codigoSms ?? null) : null;

  const at = services.clock();
  const row = inTransaction(db, () => {
    // A second submit that raced this one past the first lookup lands here on the unique key.
    const raced = queryOne<{ id: number }>(db, BY_KEY_SQL, {
      requesterId: caller.idu,
      key: body.claveIdempotencia,
    });
    if (raced) return queryOne<RequestRow>(db, REQUEST_SQL, { id: raced.id }) as RequestRow;
    spend?.();
    const id = Number(
      db.prepare(INSERT_REQUEST).run({
        typeId: type.id,
        requesterId: caller.idu,
        enrolmentId: enrolment?.id ?? null,
        audience: enrolment?.kind ?? audience ?? 'DOCENTE',
        managerId: queryOne<{ id: number }>(db, NEXT_MANAGER_SQL, { area: type.area })?.id ?? null,
        responderId: responderFor(db, type, enrolment, answers, requirements),
        key: body.claveIdempotencia,
        comment: body.comentario?.trim() || null,
        feeCents: type.feeCents,
        at,
        dueAt: dueDate(at, type.businessDays),
      }).lastInsertRowid,
    );
    const insertAnswer = db.prepare(
      'INSERT INTO procedure_answers (request_id, requirement_id, value, label) VALUES (?, ?, ?, ?)',
    );
    for (const answer of answers)
      insertAnswer.run(id, answer.requirementId, answer.value, answer.label);
    const eventId = recordEvent(db, {
      requestId: id,
      kind: 'REGISTRO',
      from: null,
      to: 'REGISTRADO',
      comment: body.comentario?.trim() || null,
      authorId: caller.idu,
      role: 'SOLICITANTE',
      at,
    });
    attachFiles(db, id, eventId, 'REGISTRO', files);
    if (type.mode === 'AUTOMATICO') approveBySystem(db, id, at);
    return queryOne<RequestRow>(db, REQUEST_SQL, { id }) as RequestRow;
  });
  notifyRequester(services, row, row.state === 'APROBADO' ? 'APROBACION' : 'REGISTRO');
  if (row.responderId && row.state === 'REGISTRADO') {
    notifyHandler(services, row.responderId, row, 'responder');
  }
  return row;
}

/** An automatic type is decided by the system as soon as it is filed. */
function approveBySystem(db: DatabaseSync, id: number, at: number) {
  db.prepare(
    `UPDATE procedure_requests SET state = 'APROBADO', version = version + 1, updated_at = :at,
      closed_at = :at WHERE id = :id`,
  ).run({ id, at });
  recordEvent(db, {
    requestId: id,
    kind: 'APROBACION',
    from: 'REGISTRADO',
    to: 'APROBADO',
    comment: null,
    authorId: null,
    role: 'SISTEMA',
    at,
  });
  issueDocument(db, queryOne<RequestRow>(db, REQUEST_SQL, { id }) as RequestRow, at);
}
