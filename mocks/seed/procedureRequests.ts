import type { DatabaseSync } from 'node:sqlite';
import { dueDate } from '../api/procedures/businessDays.ts';
import {
  sampleContentType,
  sampleName,
  sampleSize,
  type SampleKind,
} from '../api/files/sampleFiles.ts';
import { queryAll } from '../db/query.ts';
import type { Random } from './random.ts';

const SEEDED_AT = Date.parse('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// About seven requests per generated student over five months: 2,100 with the default 300.
const PER_STUDENT = 7;
const PER_TEACHER = 4;
const HISTORY_DAYS = 150;

type State = 'REGISTRADO' | 'EN_REVISION' | 'OBSERVADO' | 'APROBADO' | 'RECHAZADO';
type Role = 'SOLICITANTE' | 'ENCARGADO' | 'RESPONSABLE' | 'SISTEMA';

interface TypeRow {
  id: number;
  code: string;
  name: string;
  areaCode: string;
  mode: 'MANUAL' | 'AUTOMATICO';
  audiences: string;
  responder: string;
  feeCents: number;
  businessDays: number;
  issuesDocument: number;
}

interface RequirementRow {
  id: number;
  typeId: number;
  kind: 'DOCUMENTO' | 'CAMPO' | 'REGLA';
  name: string;
  required: number;
  formats: string | null;
  fieldType: string | null;
  options: string | null;
}

interface Requester {
  userId: number;
  username: string;
  enrolmentId: number | null;
  audience: 'CARRERA' | 'EXTENSION' | 'DOCENTE';
  programmeId: number | null;
}

interface Plan {
  type: TypeRow;
  requester: Requester;
  state: State;
  filedAt: number;
}

const REASONS = [
  'Lo necesito para postular a una beca.',
  'Me lo solicitan en mi centro de trabajo.',
  'Por motivos de salud no pude asistir.',
  'Cambié de horario en mi trabajo.',
  'Quiero continuar mis estudios en otra sede.',
  'La nota registrada no coincide con mi evaluación.',
];
const OBSERVATIONS = [
  'La copia del documento no se lee. Adjunta una imagen más nítida.',
  'Falta la firma del responsable en el documento adjunto.',
  'El documento adjunto no corresponde al periodo solicitado.',
];
const CORRECTIONS = [
  'Adjunto nuevamente el documento escaneado en alta calidad.',
  'Envío el documento con la firma solicitada.',
];
const REJECTIONS = [
  'No cumples con el plazo establecido en el reglamento para este trámite.',
  'El sustento presentado no justifica lo solicitado.',
  'Ya existe una solicitud aprobada para el mismo curso en este periodo.',
];
const APPROVALS = ['Documentos conformes.', 'Procede la solicitud.', null];
const TEACHER_ANSWERS = [
  'Revisé la evaluación; corresponde corregir la nota.',
  'Verifiqué el registro; las asistencias estaban mal marcadas.',
  'Revisé el caso y la calificación se mantiene.',
];

/** Requests of 019's demo data, in every state, with coherent histories, files and documents. */
export function seedProcedureRequests(db: DatabaseSync, random: Random): void {
  const types = queryAll<TypeRow>(
    db,
    `SELECT id, code, name, area_code AS areaCode, mode, audiences, responder,
        fee_cents AS feeCents, business_days AS businessDays, issues_document AS issuesDocument
      FROM procedure_types ORDER BY id`,
  );
  const requirements = queryAll<RequirementRow>(
    db,
    `SELECT id, type_id AS typeId, kind, name, required, formats, field_type AS fieldType, options
      FROM procedure_requirements ORDER BY type_id, position`,
  );
  const managers = queryAll<{ userId: number; area: string }>(
    db,
    'SELECT user_id AS userId, area_code AS area FROM procedure_area_managers ORDER BY user_id',
  );
  const students = queryAll<Requester & { kind: string }>(
    db,
    `SELECT u.id AS userId, u.username, e.id AS enrolmentId, p.kind AS audience,
        e.programme_id AS programmeId
      FROM enrolments e JOIN users u ON u.id = e.student_id
      JOIN programmes p ON p.id = e.programme_id ORDER BY e.id`,
  );
  const teachers = queryAll<Requester>(
    db,
    `SELECT id AS userId, username, NULL AS enrolmentId, 'DOCENTE' AS audience,
        NULL AS programmeId FROM users WHERE tip = 2 ORDER BY id`,
  );
  const courses = queryAll<{ id: number; programmeId: number; name: string; teacherId: number }>(
    db,
    `SELECT c.id, c.programme_id AS programmeId, c.name,
        (SELECT s.teacher_id FROM sections s WHERE s.course_id = c.id AND s.teacher_id IS NOT NULL
          ORDER BY s.id LIMIT 1) AS teacherId
      FROM courses c ORDER BY c.id`,
  );
  const signatures = queryAll<{ typeId: number; signer: string; post: string }>(
    db,
    `SELECT type_id AS typeId, signer, post FROM procedure_signatures WHERE is_active = 1
      ORDER BY type_id, position`,
  );
  const writer = createWriter(db, {
    random,
    requirements,
    managers,
    courses,
    signatures,
  });

  // The demo accounts' requests are chosen (README: alumno has some in every state, and no open
  // CERTESTSU or RETIROUD, which the e2e files); the spare students stay without any.
  const byCode = new Map(types.map((type) => [type.code, type]));
  const demoStudent = students.filter((student) => student.username === 'alumno');
  const demoTeacher = teachers.filter((teacher) => teacher.username === 'docente');
  const curated: [string, Requester | undefined, State, number][] = [];
  const career = demoStudent.find((student) => student.audience === 'CARRERA');
  const extension = demoStudent.find((student) => student.audience === 'EXTENSION');
  curated.push(
    ['CONSNOT', career, 'APROBADO', 60],
    ['RETIROPL', career, 'RECHAZADO', 45],
    ['CERTESTSU', career, 'APROBADO', 40],
    ['JUSTIDPI', career, 'OBSERVADO', 6],
    ['CAMBIOTURNO', career, 'EN_REVISION', 4],
    ['PROCRECNOT', career, 'REGISTRADO', 1],
    ['CONSESP', extension, 'APROBADO', 30],
    ['CERTPROGR', extension, 'RECHAZADO', 20],
    ['CERCURDIP', extension, 'OBSERVADO', 3],
    ['JUSTIDPI', extension, 'REGISTRADO', 1],
    ['RECTINOTA', demoTeacher[0], 'EN_REVISION', 5],
    ['CARTAPERMA', demoTeacher[0], 'APROBADO', 35],
    ['FOTOPROF', demoTeacher[0], 'OBSERVADO', 2],
    ['VISILA', demoTeacher[0], 'REGISTRADO', 1],
  );
  for (const [code, requester, state, daysAgo] of curated) {
    const type = byCode.get(code);
    if (!type || !requester) continue;
    writer.write({ type, requester, state, filedAt: SEEDED_AT - daysAgo * DAY - 3 * HOUR });
  }

  const generated = students.filter((student) => !/^alumno\d*$/.test(student.username));
  const others = teachers.filter((teacher) => teacher.username !== 'docente');
  const typesFor = (audience: string) =>
    types.filter((type) => type.audiences.split(',').includes(audience));
  const plan = (requester: Requester) => {
    const type = random.pick(typesFor(requester.audience));
    const ageDays = random.next() ** 1.6 * HISTORY_DAYS;
    const filedAt = SEEDED_AT - Math.round(ageDays * DAY) - random.int(1, 20) * HOUR;
    writer.write({ type, requester, state: stateFor(type, ageDays, random), filedAt });
  };
  for (let count = generated.length * PER_STUDENT; count > 0; count -= 1) {
    plan(random.pick(generated));
  }
  for (let count = others.length * PER_TEACHER; count > 0; count -= 1) plan(random.pick(others));
  // Grade claims the demo teacher must answer (`por-responder`).
  const claim = byCode.get('PROCRECNOT');
  const taught = new Set(
    courses.filter((course) => course.teacherId === demoTeacher[0]?.userId).map((c) => c.id),
  );
  const claimants = generated.filter((student) =>
    courses.some((course) => course.programmeId === student.programmeId && taught.has(course.id)),
  );
  for (let count = Math.min(6, claimants.length); claim && count > 0; count -= 1) {
    writer.write(
      {
        type: claim,
        requester: random.pick(claimants),
        state: count > 2 ? 'REGISTRADO' : 'APROBADO',
        filedAt: SEEDED_AT - count * 2 * DAY,
      },
      taught,
    );
  }
}

/** How far a request of this age got: this week's are mostly open, older ones mostly closed. */
function stateFor(type: TypeRow, ageDays: number, random: Random): State {
  if (type.mode === 'AUTOMATICO') return 'APROBADO';
  if (ageDays < 3) return random.pick(['REGISTRADO', 'REGISTRADO', 'EN_REVISION', 'OBSERVADO']);
  if (ageDays < 14) {
    return random.pick(['REGISTRADO', 'EN_REVISION', 'OBSERVADO', 'APROBADO', 'RECHAZADO']);
  }
  // A few old ones are still open: overdue, as real trays have.
  if (random.chance(0.04)) return random.pick(['REGISTRADO', 'EN_REVISION', 'OBSERVADO']);
  return random.chance(0.8) ? 'APROBADO' : 'RECHAZADO';
}

interface WriterInput {
  random: Random;
  requirements: RequirementRow[];
  managers: { userId: number; area: string }[];
  courses: { id: number; programmeId: number; name: string; teacherId: number }[];
  signatures: { typeId: number; signer: string; post: string }[];
}

function createWriter(db: DatabaseSync, input: WriterInput) {
  const { random, requirements, managers, courses, signatures } = input;
  const insertRequest = db.prepare(`INSERT INTO procedure_requests (type_id, requester_id,
      enrolment_id, audience, state, version, manager_id, responder_id, idempotency_key, comment,
      fee_cents, filed_at, updated_at, due_at, closed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAnswer = db.prepare(
    'INSERT INTO procedure_answers (request_id, requirement_id, value, label) VALUES (?, ?, ?, ?)',
  );
  const insertEvent = db.prepare(`INSERT INTO procedure_events (request_id, kind, category,
      from_state, to_state, comment, author_id, author_role, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertFile = db.prepare(`INSERT INTO files (owner_id, purpose, name, extension,
      content_type, size, stored_as, created_at) VALUES (?, 'ADJUNTO_TRAMITE', ?, ?, ?, ?, ?, ?)`);
  const insertAttachment = db.prepare(`INSERT INTO procedure_attachments (request_id, file_id,
      requirement_id, event_id, stage) VALUES (?, ?, ?, ?, ?)`);
  const insertDocument = db.prepare(`INSERT INTO issued_documents (request_id, number, name,
      signers, issued_at) VALUES (?, ?, ?, ?, ?)`);
  const updateRequest = db.prepare(
    'UPDATE procedure_requests SET version = ?, updated_at = ?, closed_at = ? WHERE id = ?',
  );
  let files = 0;
  let keys = 0;

  return {
    write(plan: Plan, onlyCourses?: Set<number>) {
      const { type, requester, state, filedAt } = plan;
      const areaManagers = managers.filter((manager) => manager.area === type.areaCode);
      const manager = areaManagers.length ? random.pick(areaManagers).userId : null;
      const own = requirements.filter((requirement) => requirement.typeId === type.id);
      const offered = courses.filter(
        (course) =>
          (requester.programmeId === null || course.programmeId === requester.programmeId) &&
          (!onlyCourses || onlyCourses.has(course.id)),
      );
      const course = offered.length ? random.pick(offered) : null;
      const responder = type.responder === 'DOCENTE_CURSO' ? (course?.teacherId ?? null) : null;
      const requestId = Number(
        insertRequest.run(
          type.id,
          requester.userId,
          requester.enrolmentId,
          requester.audience,
          state,
          1,
          manager,
          responder,
          `seed-${(keys += 1)}`,
          random.chance(0.2) ? random.pick(REASONS) : null,
          type.feeCents,
          filedAt,
          filedAt,
          dueDate(filedAt, type.businessDays),
          null,
        ).lastInsertRowid,
      );
      for (const requirement of own) {
        if (requirement.kind !== 'CAMPO' || (!requirement.required && random.chance(0.7))) continue;
        const [value, label] = answerFor(requirement, course, random);
        insertAnswer.run(requestId, requirement.id, value, label);
      }
      let at = filedAt;
      let version = 0;
      let current: State | null = null;
      const event = (
        kind: string,
        category: string | null,
        to: State,
        comment: string | null,
        author: number | null,
        role: Role,
      ) => {
        version += 1;
        const id = Number(
          insertEvent.run(requestId, kind, category, current, to, comment, author, role, at)
            .lastInsertRowid,
        );
        current = to;
        return id;
      };
      const later = (minHours: number, maxHours: number) => {
        at = Math.min(at + random.int(minHours, maxHours) * HOUR, SEEDED_AT - 10 * 60_000);
      };
      const filing = event('REGISTRO', null, 'REGISTRADO', null, requester.userId, 'SOLICITANTE');
      for (const requirement of own) {
        if (requirement.kind !== 'DOCUMENTO' || !requirement.required) continue;
        const kind: SampleKind = requirement.formats?.includes('pdf') ? 'pdf' : 'png';
        const fileId = Number(
          insertFile.run(
            requester.userId,
            `${requirement.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${kind}`,
            kind,
            sampleContentType(kind),
            sampleSize(kind),
            sampleName(kind, (files += 1)),
            filedAt,
          ).lastInsertRowid,
        );
        insertAttachment.run(requestId, fileId, requirement.id, filing, 'REGISTRO');
      }
      const approve = (reviewed: boolean) => {
        later(2, 48);
        const who = type.mode === 'AUTOMATICO' ? null : manager;
        const role: Role = type.mode === 'AUTOMATICO' ? 'SISTEMA' : 'ENCARGADO';
        event(
          reviewed ? 'APROBACION_REVISION' : 'APROBACION',
          reviewed ? 'RAP' : 'APR',
          'APROBADO',
          type.mode === 'AUTOMATICO' ? null : random.pick(APPROVALS),
          who,
          role,
        );
        if (type.issuesDocument) {
          const signers = signatures
            .filter((signature) => signature.typeId === type.id)
            .map((signature) => ({ firmante: signature.signer, cargo: signature.post }));
          const number = `${type.code}-${new Date(at).getUTCFullYear()}-${String(requestId).padStart(6, '0')}`;
          insertDocument.run(requestId, number, type.name, JSON.stringify(signers), at);
          event('DOCUMENTO_EMITIDO', null, 'APROBADO', number, null, 'SISTEMA');
        }
      };
      const observe = () => {
        later(4, 72);
        event('OBSERVACION', 'OBS', 'OBSERVADO', random.pick(OBSERVATIONS), manager, 'ENCARGADO');
      };
      const correct = () => {
        later(2, 48);
        event(
          'SUBSANACION',
          null,
          'EN_REVISION',
          random.pick(CORRECTIONS),
          requester.userId,
          'SOLICITANTE',
        );
      };
      const review = () => {
        if (responder !== null) {
          later(4, 72);
          event(
            'RESPUESTA',
            null,
            'EN_REVISION',
            random.pick(TEACHER_ANSWERS),
            responder,
            'RESPONSABLE',
          );
        } else {
          observe();
          correct();
        }
      };
      if (type.mode === 'AUTOMATICO') {
        approve(false);
      } else if (state === 'OBSERVADO') {
        observe();
      } else if (state === 'EN_REVISION') {
        review();
      } else if (state === 'APROBADO') {
        const reviewed = responder !== null || random.chance(0.3);
        if (reviewed) review();
        approve(reviewed);
      } else if (state === 'RECHAZADO') {
        if (random.chance(0.3)) review();
        later(4, 72);
        event('RECHAZO', 'REC', 'RECHAZADO', random.pick(REJECTIONS), manager, 'ENCARGADO');
      }
      const closed = current === 'APROBADO' || current === 'RECHAZADO' ? at : null;
      updateRequest.run(version, at, closed, requestId);
    },
  };
}

function answerFor(
  requirement: RequirementRow,
  course: { id: number; name: string } | null,
  random: Random,
): [value: string, label: string] {
  switch (requirement.fieldType) {
    case 'CURSO':
      return course ? [String(course.id), course.name] : ['0', 'Curso no disponible'];
    case 'SELECCION': {
      const option = random.pick(JSON.parse(requirement.options ?? '["-"]') as string[]);
      return [option, option];
    }
    case 'NUMERO': {
      const hours = String(random.int(16, 64) * 10);
      return [hours, hours];
    }
    case 'FECHA': {
      const day = new Date(SEEDED_AT - random.int(3, 40) * DAY).toISOString().slice(0, 10);
      return [day, day.split('-').reverse().join('/')];
    }
    case 'UBIGEO':
      return ['150122', 'Miraflores, Lima, Lima'];
    case 'RUC':
      return ['20100070970', '20100070970'];
    default: {
      const text = random.pick(REASONS);
      return [text, text];
    }
  }
}
