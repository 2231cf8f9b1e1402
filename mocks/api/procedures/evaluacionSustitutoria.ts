import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { isGrade } from '../../../src/lib/grades.ts';
import { currentPeriod } from '../../db/currentPeriod.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Caller } from '../authenticate.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { stateGraphicOf } from '../courses/grades.ts';
import { badRequest, forbidden, notFound, staleRecord } from '../errors.ts';
import { ok } from '../respond.ts';
import {
  COURSE_IN_PERIOD_SQL,
  GRADE_OF_REQUEST_SQL,
  INSERT_GRADE_SQL,
  INSERT_WINDOW_SQL,
  LOWEST_SCORE_SQL,
  MOVE_WINDOW_SQL,
  PENDING_SQL,
  SET_SCORE_SQL,
  STUDENTS_SQL,
  TEACHER_WINDOWS_SQL,
  UPDATE_GRADE_SQL,
  WINDOW_SQL,
  WINDOW_TAKEN_SQL,
  WINDOWS_SQL,
} from './evaluacionSustitutoria.sql.ts';
import { substituteTexts } from './texts.ts';

type Schemas = components['schemas'];
type Nota = Schemas['NotasSustitutorioRequest']['notas'][number];

const DAY = 86_400_000;
/** The longest a window may stay open. */
export const MAX_WINDOW_DAYS = 30;

interface WindowRow {
  id: number;
  version: number;
  courseId: number;
  course: string;
  programme: string;
  opensAt: number;
  closesAt: number;
  periodId?: number;
}

type StudentRow = Schemas['EstudianteSustitutorio'] & {
  sectionId: number;
  enrolmentId: number;
  teacherId: number | null;
};

export function stateOf(window: WindowRow, now: number): Schemas['EstadoSustitutorio'] {
  if (now < window.opensAt) return 'PROGRAMADA';
  return now > window.closesAt ? 'CERRADA' : 'ABIERTA';
}

const studentsOf = (
  db: DatabaseSync,
  window: WindowRow,
  periodId: number,
  teacherId: number | null,
  requestId: number | null = null,
) =>
  queryAll<StudentRow>(db, STUDENTS_SQL, {
    periodId,
    courseId: window.courseId,
    teacherId,
    requestId,
  });

function toSustitutorio(
  window: WindowRow,
  students: readonly StudentRow[],
  now: number,
): Schemas['Sustitutorio'] {
  return {
    idEvaluacion: window.id,
    version: window.version,
    curso: { idCurso: window.courseId, nombre: window.course, programa: window.programme },
    fechaInicio: new Date(window.opensAt).toISOString(),
    fechaFin: new Date(window.closesAt).toISOString(),
    estado: stateOf(window, now),
    estudiantes: students.map((student) => ({
      idSolicitud: student.idSolicitud,
      estudiante: student.estudiante,
      codigo: student.codigo,
      seccion: student.seccion,
      docente: student.docente,
      nota: student.nota,
      notaReemplazada: student.notaReemplazada,
      evaluacionReemplazada: student.evaluacionReemplazada,
      registradaPor: student.registradaPor,
    })),
  };
}

/** A window of the current period (404 for another period's or an unknown one). */
function windowOf(db: DatabaseSync, id: number): WindowRow & { periodId: number } {
  const window = queryOne<WindowRow & { periodId: number }>(db, WINDOW_SQL, { id });
  if (!window || window.periodId !== currentPeriod(db).id) throw notFound();
  return window;
}

/** Every grade well formed and of a student of the window, before anything is written. */
function checkGrades(notas: readonly Nota[], students: readonly StudentRow[]) {
  const errors: Record<string, string[]> = {};
  notas.forEach((nota, index) => {
    if (!isGrade(nota.nota)) errors[`notas.${index}.nota`] = [substituteTexts.grade];
    else if (!students.some((student) => student.idSolicitud === nota.idSolicitud)) {
      errors[`notas.${index}.idSolicitud`] = [substituteTexts.notRequested];
    }
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * Records each grade: the first time it replaces the student's lowest graded evaluation of the
 * section (marked as the substitute one, its former grade kept); later, it corrects the same one.
 */
function recordGrades(
  context: HandlerContext,
  caller: Caller,
  window: WindowRow,
  notas: readonly Nota[],
  students: readonly StudentRow[],
  source: 'DOCENTE' | 'REGISTRO',
) {
  const { db, clock } = context.services;
  const at = clock();
  inTransaction(db, () => {
    for (const nota of notas) {
      const student = students.find((s) => s.idSolicitud === nota.idSolicitud) as StudentRow;
      const grade = nota.nota.trim();
      const graphic = stateGraphicOf(grade);
      const earlier = queryOne<{ id: number; scoreItemId: number }>(db, GRADE_OF_REQUEST_SQL, {
        requestId: nota.idSolicitud,
      });
      if (earlier) {
        db.prepare(SET_SCORE_SQL).run({ id: earlier.scoreItemId, grade, graphic });
        db.prepare(UPDATE_GRADE_SQL).run({ id: earlier.id, grade, source, userId: caller.idu, at });
        continue;
      }
      const lowest = queryOne<{ id: number; score: string }>(db, LOWEST_SCORE_SQL, {
        sectionId: student.sectionId,
        enrolmentId: student.enrolmentId,
      });
      if (!lowest) throw badRequest({ notas: [substituteTexts.nothingToReplace] });
      db.prepare(SET_SCORE_SQL).run({ id: lowest.id, grade, graphic });
      db.prepare(INSERT_GRADE_SQL).run({
        requestId: nota.idSolicitud,
        windowId: window.id,
        scoreItemId: lowest.id,
        previous: lowest.score,
        grade,
        source,
        userId: caller.idu,
        at,
      });
    }
    writeAudit(db, {
      userId: caller.idu,
      resource: 'evaluacionSustitutoria',
      recordId: window.id,
      action: 'update',
      before: null,
      after: { fuente: source, notas },
      at,
    });
  });
}

export const evaluacionSustitutoriaHandlers = {
  listarSustitutorios: (context) => {
    const { db, clock } = context.services;
    const period = currentPeriod(db);
    const now = clock();
    const windows = queryAll<WindowRow>(db, WINDOWS_SQL, { periodId: period.id });
    return ok({
      periodo: period.code,
      evaluaciones: windows.map((window) =>
        toSustitutorio(window, studentsOf(db, window, period.id, null), now),
      ),
      pendientes: queryAll<Schemas['SustitutoriosResponse']['results']['pendientes'][number]>(
        db,
        PENDING_SQL,
        { periodId: period.id },
      ),
    });
  },

  registrarSustitutorio: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const { idEvaluacion, version, idCurso, fechaInicio, fechaFin } = context.body;
    const period = currentPeriod(db);
    const opensAt = Date.parse(fechaInicio);
    const closesAt = Date.parse(fechaFin);
    if (closesAt <= opensAt) throw badRequest({ fechaFin: [substituteTexts.order] });
    if (closesAt - opensAt > MAX_WINDOW_DAYS * DAY) {
      throw badRequest({ fechaFin: [substituteTexts.tooLong(MAX_WINDOW_DAYS)] });
    }
    const at = clock();
    let id = idEvaluacion;
    if (id === undefined) {
      const scope = { courseId: idCurso, periodId: period.id };
      if (!queryFlag(db, COURSE_IN_PERIOD_SQL, scope)) {
        throw badRequest({ idCurso: [substituteTexts.notTaught] });
      }
      if (queryFlag(db, WINDOW_TAKEN_SQL, scope))
        throw badRequest({ idCurso: [substituteTexts.taken] });
      id = Number(
        db.prepare(INSERT_WINDOW_SQL).run({ ...scope, opensAt, closesAt, userId: caller.idu, at })
          .lastInsertRowid,
      );
    } else {
      const window = windowOf(db, id);
      if (window.courseId !== idCurso) throw badRequest({ idCurso: [substituteTexts.courseFixed] });
      const { changes } = db
        .prepare(MOVE_WINDOW_SQL)
        .run({ id, version: version ?? 0, opensAt, closesAt, at });
      if (changes === 0) throw staleRecord();
    }
    const saved = windowOf(db, id);
    return ok(
      toSustitutorio(saved, studentsOf(db, saved, period.id, null), clock()),
      substituteTexts.saved,
    );
  },

  grabarNotasSustitutorio: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const window = windowOf(db, context.body.idEvaluacion);
    if (clock() < window.opensAt) {
      throw badRequest({ idEvaluacion: [substituteTexts.notYet(window.opensAt)] });
    }
    const students = studentsOf(db, window, window.periodId, null);
    checkGrades(context.body.notas, students);
    recordGrades(context, caller, window, context.body.notas, students, 'REGISTRO');
    return ok(
      toSustitutorio(window, studentsOf(db, window, window.periodId, null), clock()),
      substituteTexts.recorded,
    );
  },

  obtenerSustitutoriosDocente: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const period = currentPeriod(db);
    const now = clock();
    return ok(
      queryAll<WindowRow>(db, TEACHER_WINDOWS_SQL, { periodId: period.id, teacherId: caller.idu })
        .map((window) => toSustitutorio(window, studentsOf(db, window, period.id, caller.idu), now))
        .filter((window) => window.estudiantes.length > 0),
    );
  },

  guardarSustitutorioDocente: (context) => {
    const caller = signedIn(context);
    const { db, clock } = context.services;
    const window = windowOf(db, context.body.idEvaluacion);
    const everyone = studentsOf(db, window, window.periodId, null);
    // Another teacher's student is theirs to grade: 403, whatever the window.
    const foreign = context.body.notas.some((nota) =>
      everyone.some((s) => s.idSolicitud === nota.idSolicitud && s.teacherId !== caller.idu),
    );
    if (foreign) throw forbidden();
    const now = clock();
    if (now < window.opensAt) {
      throw badRequest({ idEvaluacion: [substituteTexts.notYet(window.opensAt)] });
    }
    if (now > window.closesAt) {
      throw badRequest({ idEvaluacion: [substituteTexts.closed(window.closesAt)] });
    }
    const students = everyone.filter((student) => student.teacherId === caller.idu);
    checkGrades(context.body.notas, students);
    recordGrades(context, caller, window, context.body.notas, students, 'DOCENTE');
    return ok(
      toSustitutorio(window, studentsOf(db, window, window.periodId, caller.idu), clock()),
      substituteTexts.recorded,
    );
  },
} satisfies Partial<ServiceHandlers<operations>>;
