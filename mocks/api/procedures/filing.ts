import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { DemoServices } from '../context.ts';
import { badRequest, type FieldErrors } from '../errors.ts';
import { dueDate } from './businessDays.ts';
import { coursesFor, enrolmentFor, evaluateRules, type EnrolmentRow } from './eligibility.ts';
import {
  APPROVE_BY_SYSTEM_SQL,
  BY_KEY_SQL,
  COURSE_TEACHER_SQL,
  INSERT_ANSWER_SQL,
  INSERT_REQUEST_SQL,
  NEXT_MANAGER_SQL,
  OWN_FILE_SQL,
  UBIGEO_LABEL_SQL,
} from './filing.sql.ts';
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
    queryOne<{ teacherId: number }>(db, COURSE_TEACHER_SQL, {
      courseId: Number(courseId),
      enrolmentId: enrolment?.id ?? null,
    })?.teacherId ?? null
  );
}

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
      db.prepare(INSERT_REQUEST_SQL).run({
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
    const insertAnswer = db.prepare(INSERT_ANSWER_SQL);
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
  db.prepare(APPROVE_BY_SYSTEM_SQL).run({ id, at });
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
