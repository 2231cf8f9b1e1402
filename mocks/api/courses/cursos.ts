import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { signedIn, type DemoServices, type ServiceHandlers } from '../context.ts';
import { courseTexts } from './texts.ts';
import { percentOf, standingOf, weightedAverage, type Attempt } from './progress.ts';
import { isPassing } from './grades.ts';
import {
  isUnit,
  toCursoAlumno,
  toNota,
  unitOf,
  type ScoreRow,
  type SeatRow,
} from './view.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { posterImage, POSTER_VARIANTS } from '../files/posterImage.ts';
import { limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import {
  ANSWER_SURVEY_SQL,
  CHOOSE_SQL,
  COURSE_TEXTS_SQL,
  COURSES_SQL,
  ENROLMENTS_SQL,
  HISTORY_SQL,
  INSERT_REVIEW_SQL,
  LAST_PERIOD_SQL,
  NEXT_UNIT_SQL,
  OPTION_EXISTS_SQL,
  OPTION_OF_COURSE_SQL,
  OWN_PROGRAMME_SQL,
  OWN_TASK_SQL,
  PROGRAMME_COURSES_SQL,
  SCORE_SQL,
  SCORES_SQL,
  SEAT_SQL,
  SECTION_EXISTS_SQL,
  START_REVIEW_SQL,
  TEACHER_SQL,
} from './cursos.sql.ts';

// A student's courses and record (issue 13; spec §3, §4, §7 cursos/*). Every section, score and
// programme is reached through the caller's own seats and enrolments: another student's answers
// 403, a section that does not exist 404.

type Schemas = components['schemas'];

interface HistoryRow {
  idCurso: number;
  nombre: string;
  codigoModulo: Schemas['CodigoModulo'];
  nombreModulo: string;
  creditos: number;
  nota: string;
  codigoPeriodo: string;
  idProducto: number;
  nombreProducto: string;
}

/** The caller's seat in a section: 404 when the section does not exist, 403 when it is not theirs. */
function seatOf(db: DatabaseSync, caller: Caller, sectionId: number): SeatRow {
  const seat = queryOne<SeatRow>(db, SEAT_SQL, { userId: caller.idu, sectionId });
  if (seat) return seat;
  if (queryFlag(db, SECTION_EXISTS_SQL, sectionId)) throw forbidden();
  throw notFound();
}

/** An elective or autonomous unit's seat, else 400. */
function unitSeatOf(db: DatabaseSync, caller: Caller, sectionId: number): SeatRow {
  const seat = seatOf(db, caller, sectionId);
  if (!isUnit(seat)) throw badRequest({ idSeccion: [courseTexts.notAUnit] });
  return seat;
}

function checkOwnTask(db: DatabaseSync, caller: Caller, taskId: number | undefined): void {
  if (taskId !== undefined && !queryFlag(db, OWN_TASK_SQL, taskId, caller.idu)) throw forbidden();
}

const today = (services: DemoServices) => limaDay(services.clock());

const toFinished = (row: HistoryRow): Schemas['CursoFinalizado'] => ({
  idCurso: row.idCurso,
  nombre: row.nombre,
  codigoModulo: row.codigoModulo,
  creditos: row.creditos,
  nota: row.nota,
  aprobado: isPassing(row.nota),
});

interface ProgrammeCourseRow {
  idCurso: number;
  nombre: string;
  creditos: number;
  codigoModulo: Schemas['CodigoModulo'];
  nombreModulo: string;
  history: string;
  current: number;
}

type Progress = Schemas['AvanceCurricularResponse']['results'][number];

function progressOf(
  db: DatabaseSync,
  enrolment: Omit<
    Progress,
    'porcentaje' | 'promedioPonderado' | 'creditos' | 'cursos' | 'modulos' | 'isExtension'
  > & {
    enrolmentId: number;
    programmeKind: string;
  },
): Progress {
  const rows = queryAll<ProgrammeCourseRow>(db, PROGRAMME_COURSES_SQL, {
    enrolmentId: enrolment.enrolmentId,
    programmeId: enrolment.idProducto,
  });
  const credits = { aprobados: 0, enCurso: 0, pendientes: 0, total: 0 };
  const courses = { aprobados: 0, enCurso: 0, pendientes: 0, total: 0 };
  const lastGrades: Array<{ grade: string; credits: number }> = [];
  const modulos: Progress['modulos'] = [];
  for (const row of rows) {
    const attempts = JSON.parse(row.history) as Attempt[];
    const standing = standingOf(attempts, row.current === 1);
    const last = attempts.at(-1);
    if (last) lastGrades.push({ grade: last.grade, credits: row.creditos });
    const bucket =
      standing.estado === 'APROBADO'
        ? 'aprobados'
        : standing.estado === 'EN_CURSO'
          ? 'enCurso'
          : 'pendientes';
    credits[bucket] += row.creditos;
    credits.total += row.creditos;
    courses[bucket] += 1;
    courses.total += 1;
    let module = modulos.at(-1);
    if (module?.codigoModulo !== row.codigoModulo) {
      module = { codigoModulo: row.codigoModulo, nombreModulo: row.nombreModulo, cursos: [] };
      modulos.push(module);
    }
    module.cursos.push({
      idCurso: row.idCurso,
      nombre: row.nombre,
      creditos: row.creditos,
      ...standing,
    });
  }
  const { enrolmentId: _enrolment, programmeKind, ...summary } = enrolment;
  return {
    ...summary,
    isExtension: programmeKind === 'EXTENSION',
    porcentaje: percentOf(credits.aprobados, credits.total),
    promedioPonderado: weightedAverage(lastGrades),
    creditos: credits,
    cursos: courses,
    modulos,
  };
}

export const cursosHandlers = {
  listarCursosAlumno: (context) => {
    const { services } = context;
    const caller = signedIn(context);
    const seats = queryAll<SeatRow>(services.db, COURSES_SQL, { userId: caller.idu });
    return ok(seats.map((seat) => toCursoAlumno(services.db, seat)));
  },

  obtenerCursoAlumno: (context) => {
    const { params, services } = context;
    const seat = seatOf(services.db, signedIn(context), params.idSeccion);
    const teacher =
      seat.teacherId === null
        ? null
        : queryOne<{ nombre: string; correo: string | null }>(
            services.db,
            TEACHER_SQL,
            seat.teacherId,
          );
    const scores = queryAll<ScoreRow>(services.db, SCORES_SQL, {
      sectionId: seat.idSeccion,
      enrolmentId: seat.enrolmentId,
    });
    const autonomous = seat.courseKind === 'AUTONOMO';
    return ok({
      curso: toCursoAlumno(services.db, seat),
      docente: teacher ?? null,
      notas: scores.map((score) => toNota(score, autonomous)),
    });
  },

  solicitarRevisionNota: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const seat = seatOf(services.db, caller, body.idSeccion);
    const score = queryOne<ScoreRow & { sectionId: number; enrolmentId: number }>(
      services.db,
      SCORE_SQL,
      body.idNota,
    );
    if (!score) throw notFound();
    if (score.sectionId !== seat.idSeccion || score.enrolmentId !== seat.enrolmentId) {
      throw forbidden();
    }
    if (seat.courseKind === 'AUTONOMO')
      throw badRequest({ idNota: [courseTexts.reviewAutonomous] });
    // Only from state 4, in one statement: a second click finds it in review already.
    const started = services.db.prepare(START_REVIEW_SQL).run(score.idNota);
    if (started.changes === 0) throw badRequest({ idNota: [courseTexts.reviewNotAvailable] });
    services.db.prepare(INSERT_REVIEW_SQL).run(score.idNota, caller.idu, services.clock());
    return ok(toNota({ ...score, state: 1 }, false), courseTexts.reviewRequested);
  },

  listarElectivosAlumno: (context) => {
    const { query, services } = context;
    const caller = signedIn(context);
    checkOwnTask(services.db, caller, query.idTask);
    if (query.idSection !== undefined) {
      return ok(unitOf(services.db, unitSeatOf(services.db, caller, query.idSection)));
    }
    const next = queryOne<{ id: number }>(services.db, NEXT_UNIT_SQL, {
      userId: caller.idu,
      today: today(services),
    });
    return ok(next ? unitOf(services.db, seatOf(services.db, caller, next.id)) : null);
  },

  elegirElectivoAlumno: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const seat = unitSeatOf(services.db, caller, body.idSeccion);
    const unit = unitOf(services.db, seat)!;
    if (unit.electedElective) throw badRequest({ electiveId: [courseTexts.alreadyChosen] });
    if (today(services) > unit.lastDateToInscription) {
      throw badRequest({ electiveId: [courseTexts.deadlinePassed(unit.lastDateToInscription)] });
    }
    const option = queryOne<{ name: string }>(
      services.db,
      OPTION_OF_COURSE_SQL,
      body.electiveId,
      seat.courseId,
    );
    if (!option) throw badRequest({ electiveId: [courseTexts.unknownOption] });
    const chosen = services.db
      .prepare(CHOOSE_SQL)
      .run(seat.enrolmentId, seat.courseId, body.electiveId, services.clock());
    // A concurrent second choice lost the race: the first one stands.
    if (chosen.changes === 0) throw badRequest({ electiveId: [courseTexts.alreadyChosen] });
    return ok(unitOf(services.db, seat), courseTexts.chose(option.name));
  },

  responderEncuestaAutonomo: (context) => {
    const { body, services } = context;
    const seat = seatOf(services.db, signedIn(context), body.idSeccion);
    if (seat.courseKind !== 'AUTONOMO') {
      throw badRequest({ idSeccion: [courseTexts.surveyOnlyAutonomous] });
    }
    if (!unitOf(services.db, seat)!.electedElective) {
      throw badRequest({ idSeccion: [courseTexts.surveyBeforeChoice] });
    }
    const answered = services.db
      .prepare(ANSWER_SURVEY_SQL)
      .run(
        seat.enrolmentId,
        seat.idSeccion,
        body.respuestaInterna,
        body.comentario?.trim() || null,
        services.clock(),
      );
    if (answered.changes === 0) throw badRequest({ idSeccion: [courseTexts.surveyAnswered] });
    return ok(null, courseTexts.surveyThanks);
  },

  obtenerImagenElectivo: ({ params, services, reply }) => {
    if (!queryFlag(services.db, OPTION_EXISTS_SQL, params.id)) throw notFound();
    reply
      .type('image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400');
    return posterImage(params.id % POSTER_VARIANTS);
  },

  listarCursosAsincronicos: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    if (body.cod_marca !== caller.brandCode) throw forbidden();
    const seats = queryAll<SeatRow>(services.db, COURSES_SQL, { userId: caller.idu });
    return ok(
      seats
        .filter((seat) => seat.moodleUrl !== null)
        .map((seat) => {
          const course = toCursoAlumno(services.db, seat);
          return {
            idSeccion: course.idSeccion,
            nombre: course.nombre,
            nombreProducto: course.nombreProducto,
            showMoodle: course.showMoodle,
            moodleURL: course.moodleURL,
          };
        }),
    );
  },

  consultarAlertaCursoAprobado: (context) => {
    const { query, services } = context;
    const caller = signedIn(context);
    checkOwnTask(services.db, caller, query.idTask);
    const period = queryOne<{ code: string }>(services.db, LAST_PERIOD_SQL, caller.idu);
    const cursos = period
      ? queryAll<HistoryRow>(services.db, HISTORY_SQL, { userId: caller.idu, programmeId: null })
          .filter((row) => row.codigoPeriodo === period.code && isPassing(row.nota))
          .map((row) => ({ nombre: row.nombre, nota: row.nota }))
      : [];
    return ok({ mostrar: cursos.length > 0, codigoPeriodo: period?.code ?? null, cursos });
  },

  obtenerAlertaElectivos: (context) => {
    const { services } = context;
    const caller = signedIn(context);
    const next = queryOne<{ id: number }>(services.db, NEXT_UNIT_SQL, {
      userId: caller.idu,
      today: today(services),
    });
    const seat = next ? seatOf(services.db, caller, next.id) : null;
    return ok({
      mostrar: seat !== null,
      idSeccion: seat?.idSeccion ?? null,
      courseName: seat?.nombre ?? null,
      lastDateToInscription: seat?.lastDateToInscription ?? null,
    });
  },

  obtenerAvanceCurricular: (context) => {
    const { services } = context;
    const caller = signedIn(context);
    const enrolments = queryAll<Parameters<typeof progressOf>[1]>(
      services.db,
      ENROLMENTS_SQL,
      caller.idu,
    );
    return ok(enrolments.map((enrolment) => progressOf(services.db, enrolment)));
  },

  listarHistorialNotas: (context) => {
    const { params, services } = context;
    const caller = signedIn(context);
    const programme = queryOne<{ name: string }>(
      services.db,
      OWN_PROGRAMME_SQL,
      caller.idu,
      params.idProducto,
    );
    if (!programme) throw forbidden();
    const rows = queryAll<HistoryRow>(services.db, HISTORY_SQL, {
      userId: caller.idu,
      programmeId: params.idProducto,
    });
    const periodos: Schemas['HistorialNotasResponse']['results']['periodos'] = [];
    for (const row of rows) {
      let period = periodos.at(-1);
      if (period?.codigoPeriodo !== row.codigoPeriodo) {
        period = { codigoPeriodo: row.codigoPeriodo, promedio: null, creditos: 0, cursos: [] };
        periodos.push(period);
      }
      period.cursos.push(toFinished(row));
    }
    for (const period of periodos) {
      period.promedio = weightedAverage(
        period.cursos.map((course) => ({ grade: course.nota, credits: course.creditos })),
      );
      period.creditos = period.cursos
        .filter((course) => course.aprobado)
        .reduce((sum, course) => sum + course.creditos, 0);
    }
    return ok({ idProducto: params.idProducto, nombreProducto: programme.name, periodos });
  },

  listarCursosFinalizados: (context) => {
    const { services } = context;
    const rows = queryAll<HistoryRow>(services.db, HISTORY_SQL, {
      userId: signedIn(context).idu,
      programmeId: null,
    });
    return ok(
      rows.map((row) => ({
        ...toFinished(row),
        nombreProducto: row.nombreProducto,
        idProducto: row.idProducto,
        nombreModulo: row.nombreModulo,
        codigoPeriodo: row.codigoPeriodo,
      })),
    );
  },

  obtenerResumenCurso: (context) => {
    const { params, services } = context;
    const seat = seatOf(services.db, signedIn(context), params.idSeccion);
    const texts = queryOneOrThrow<{ summary: string | null; competence: string | null }>(
      services.db,
      COURSE_TEXTS_SQL,
      seat.courseId,
    );
    const teacher =
      seat.teacherId === null
        ? null
        : queryOne<{ nombre: string }>(services.db, TEACHER_SQL, seat.teacherId);
    const plan = queryAll<ScoreRow>(services.db, SCORES_SQL, {
      sectionId: seat.idSeccion,
      enrolmentId: seat.enrolmentId,
    });
    return ok({
      idSeccion: seat.idSeccion,
      nombre: seat.nombre,
      nombreProducto: seat.nombreProducto,
      codigoModulo: seat.codigoModulo,
      nombreModulo: seat.nombreModulo,
      creditos: seat.credits,
      sumilla: texts.summary ?? '',
      competencia: texts.competence ?? '',
      docente: teacher?.nombre ?? null,
      evaluaciones: plan.map(({ name, percentage, description }) => ({
        name,
        percentage,
        description,
      })),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
