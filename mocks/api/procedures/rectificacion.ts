import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { isGrade } from '../../../src/lib/grades.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { stateGraphicOf } from '../courses/grades.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { closedRequest, transition } from './transitions.ts';
import { isFinal } from './requestView.ts';
import { ok } from '../respond.ts';
import {
  ADD_ALLOWED_SQL,
  ALLOWED_SQL,
  ALLOWLIST_SQL,
  ANSWERS_SQL,
  CASES_SQL,
  CLEAR_ALLOWLIST_SQL,
  INSERT_RECTIFICATION_SQL,
  RECTIFICATION_SQL,
  SCORES_SQL,
  SECTION_SQL,
  STUDENT_SQL,
  SUPERADMINS_SQL,
  UPDATE_SCORE_SQL,
} from './rectificacion.sql.ts';
import { rectificationTexts } from './texts.ts';

type Caso = components['schemas']['CasoRectificacion'];

/** spec §6: rectification is for the four usernames of its allowlist, whatever else they are. */
function allowed(context: HandlerContext): Caller {
  const caller = signedIn(context);
  if (!queryFlag(context.services.db, ALLOWED_SQL, caller.username)) throw forbidden();
  return caller;
}

interface CaseRow {
  idSolicitud: number;
  version: number;
  estado: Caso['estado'];
  filedAt: number;
  teacherId: number;
  docente: string;
}

/** The case as the page shows it: the answers read, the section, student and evaluations found. */
function caseOf(db: DatabaseSync, row: CaseRow): Caso {
  const answers = queryAll<{ value: string; label: string; fieldType: string }>(
    db,
    ANSWERS_SQL,
    row.idSolicitud,
  );
  const course = answers.find((answer) => answer.fieldType === 'CURSO');
  // The texts in their order: the student's code, then the reason.
  const [code, reason] = answers.filter((answer) => answer.fieldType === 'TEXTO');
  const section = course
    ? queryOne<{ id: number }>(db, SECTION_SQL, {
        courseId: Number(course.value),
        teacherId: row.teacherId,
      })
    : undefined;
  const student =
    section && code
      ? queryOne<{ enrolmentId: number; name: string }>(db, STUDENT_SQL, {
          sectionId: section.id,
          code: code.value,
        })
      : undefined;
  const rectification = queryOne<
    Omit<NonNullable<Caso['rectificacion']>, 'fecha'> & { appliedAt: number }
  >(db, RECTIFICATION_SQL, row.idSolicitud);
  return {
    idSolicitud: row.idSolicitud,
    version: row.version,
    estado: row.estado,
    docente: row.docente,
    curso: course?.label ?? '',
    idSeccion: section?.id ?? null,
    codigoEstudiante: code?.value ?? '',
    estudiante: student?.name ?? null,
    motivo: reason?.value ?? '',
    fechaRegistro: new Date(row.filedAt).toISOString(),
    notas:
      section && student
        ? queryAll<Caso['notas'][number]>(db, SCORES_SQL, {
            sectionId: section.id,
            enrolmentId: student.enrolmentId,
          })
        : [],
    rectificacion: rectification
      ? (({ appliedAt, ...rest }) => ({ ...rest, fecha: new Date(appliedAt).toISOString() }))(
          rectification,
        )
      : null,
  };
}

const allowlist = (db: DatabaseSync) =>
  queryAll<{ username: string }>(db, ALLOWLIST_SQL).map((row) => row.username);

export const rectificacionHandlers = {
  listarCasosRectificacion: (context) => {
    allowed(context);
    const { db } = context.services;
    return ok(queryAll<CaseRow>(db, CASES_SQL, { id: null }).map((row) => caseOf(db, row)));
  },
  aplicarRectificacion: (context) => {
    const caller = allowed(context);
    const { db } = context.services;
    const { idSolicitud, version, idNota, nota, comentario } = context.body;
    const grade = nota.trim();
    if (!isGrade(grade)) throw badRequest({ nota: [rectificationTexts.grade] });
    const comment = comentario.trim();
    if (comment.length < 5 || comment.length > 500) {
      throw badRequest({ comentario: [rectificationTexts.comment] });
    }
    const row = queryOne<CaseRow>(db, CASES_SQL, { id: idSolicitud });
    if (!row) throw notFound();
    if (isFinal(row.estado)) throw closedRequest();
    const score = caseOf(db, row).notas.find((item) => item.idNota === idNota);
    if (!score) throw badRequest({ idNota: [rectificationTexts.evaluation] });
    transition(context.services, caller, idSolicitud, version, {
      kind: 'APROBACION',
      to: 'APROBADO',
      comment,
      role: 'ENCARGADO',
      then: (inner, _after, at) => {
        inner
          .prepare(UPDATE_SCORE_SQL)
          .run({ id: idNota, score: grade, graphic: stateGraphicOf(grade) });
        inner.prepare(INSERT_RECTIFICATION_SQL).run({
          requestId: idSolicitud,
          scoreItemId: idNota,
          previous: score.nota,
          score: grade,
          comment,
          appliedBy: caller.idu,
          at,
        });
      },
    });
    const after = queryOne<CaseRow>(db, CASES_SQL, { id: idSolicitud }) as CaseRow;
    return ok(caseOf(db, after), rectificationTexts.applied);
  },
  obtenerAutorizadosRectificacion: (context) => {
    allowed(context);
    return ok({ usuarios: allowlist(context.services.db) });
  },
  guardarAutorizadosRectificacion: (context) => {
    const caller = allowed(context);
    const { db } = context.services;
    const usuarios = context.body.usuarios.map((username) => username.trim().toLowerCase());
    if (new Set(usuarios).size !== 4 || usuarios.some((username) => username === '')) {
      throw badRequest({ usuarios: [rectificationTexts.four] });
    }
    const superadmins = new Set(
      queryAll<{ username: string }>(db, SUPERADMINS_SQL).map((row) => row.username.toLowerCase()),
    );
    const stranger = usuarios.find((username) => !superadmins.has(username));
    if (stranger) throw badRequest({ usuarios: [rectificationTexts.notSuperadmin(stranger)] });
    if (!usuarios.includes(caller.username.toLowerCase())) {
      throw badRequest({ usuarios: [rectificationTexts.self] });
    }
    inTransaction(db, () => {
      db.prepare(CLEAR_ALLOWLIST_SQL).run();
      const add = db.prepare(ADD_ALLOWED_SQL);
      usuarios.forEach((username, index) => add.run(username, index + 1));
    });
    return ok({ usuarios: allowlist(db) }, rectificationTexts.saved);
  },
} satisfies Partial<ServiceHandlers<operations>>;
