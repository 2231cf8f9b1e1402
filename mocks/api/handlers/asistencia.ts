import type { components, operations } from '../../../generated/main/paths.ts';
import {
  markRefusal,
  statusAt,
  teacherAutoAbsent,
  windowEndsAt,
  windowOpensAt,
  type AttendanceRole,
  type AttendanceStatus,
  type ClassWindow,
  type MarkRefusal,
} from '../../../src/lib/attendance/rules.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { inAnyCidr } from '../attendance/network.ts';
import { attendanceTexts as texts } from '../attendance/texts.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { limaDay, limaInstant, limaTime } from '../limaDay.ts';
import { ok } from '../respond.ts';
import {
  ABSENCE_ALERT_SQL,
  CAMPUS_NETWORKS_SQL,
  classSql,
  COMPLETE_ABSENCE_ALERT_SQL,
  INSERT_MARK_SQL,
  STUDENT_SEAT,
  TEACHES,
  todaysClassesSql,
} from './asistencia.sql.ts';

type ClaseActual = components['schemas']['ClaseActual'];
type MarkBody = components['schemas']['MarcaAsistencia'];

interface ClassRow {
  idSesion: number;
  idSeccion: number;
  idHorario: number;
  sesion: number;
  startsAt: number;
  endsAt: number;
  modality: 'PRESENCIAL' | 'VIRTUAL';
  isAsync: number;
  aula: string | null;
  linkTeams: string | null;
  bottomTope: number;
  topTope: number;
  lateTope: number;
  isSubstitute: number;
  nombreCurso: string;
  grupoCodigo: string;
  campus: string;
  teacherId: number | null;
  docenteNombre: string;
  status: AttendanceStatus | null;
  markedAt: number | null;
  teacherMarkedAt: number | null;
}

const membership = (role: AttendanceRole) => (role === 'alumno' ? STUDENT_SEAT : TEACHES);
const iso = (at: number) => new Date(at).toISOString();

const windowOf = (row: ClassRow): ClassWindow => ({
  start: row.startsAt,
  bottomTope: row.bottomTope,
  topTope: row.topTope,
  disbledTope: row.lateTope,
});

/** A teacher without a mark once their window passed is absent (spec §4), read as F. */
function statusFor(row: ClassRow, role: AttendanceRole, now: number): AttendanceStatus | null {
  if (row.status) return row.status;
  return role === 'docente' && teacherAutoAbsent(windowOf(row), now) ? 'F' : null;
}

function toClass(row: ClassRow, role: AttendanceRole, now: number): ClaseActual {
  const window = windowOf(row);
  return {
    idHorario: row.idHorario,
    idSeccion: row.idSeccion,
    idSesion: row.idSesion,
    sesion: row.sesion,
    estado: now < row.startsAt ? 'PROGRAMADA' : now < row.endsAt ? 'EN_CURSO' : 'FINALIZADA',
    nombreCurso: row.nombreCurso,
    grupoCodigo: row.grupoCodigo,
    fechaHoraInicio: iso(row.startsAt),
    fechaHoraFin: iso(row.endsAt),
    fechaHoraInicioReal: row.teacherMarkedAt === null ? null : iso(row.teacherMarkedAt),
    tiempoInicio: iso(windowOpensAt(window)),
    tiempoFinaliza: iso(windowEndsAt(window, role)),
    docenteNombre: row.docenteNombre,
    esAsincronico: row.isAsync === 1,
    estadoAsistencia: statusFor(row, role, now),
    marcoDocente: row.teacherMarkedAt !== null,
    horaMarca: row.markedAt === null ? null : iso(row.markedAt),
    claseModalidad: row.modality === 'PRESENCIAL' ? 'Presencial' : 'Virtual',
    aula: row.aula,
    campus: row.campus,
    esEvaluacionSustitutoria: row.isSubstitute === 1,
    topeSuperior: row.topTope,
    topeInferior: row.bottomTope,
    topeTardanza: row.lateTope,
    enlaceTeams: row.linkTeams !== null,
    linkTeams: row.linkTeams,
  };
}

function todaysClasses(context: HandlerContext, role: AttendanceRole) {
  const { db, clock } = context.services;
  const now = clock();
  const rows = queryAll<ClassRow>(db, todaysClassesSql(membership(role)), {
    userId: signedIn(context).idu,
    from: limaInstant(limaDay(now), '00:00'),
    to: limaInstant(limaDay(now, 1), '00:00'),
  });
  return rows.map((row) => toClass(row, role, now));
}

const refusals: Record<MarkRefusal, string> = {
  'in-person': texts.inPerson,
  async: texts.async,
  marked: texts.marked,
  'not-open': texts.notOpen,
  closed: texts.closed,
  'late-window-over': texts.lateWindowOver,
};

const refused = (reason: MarkRefusal) =>
  new ApiError(400, `Attendance refused: ${reason}`, refusals[reason]);

/**
 * spec §4, §5, §7 marcarasistencia: the class must be the one named (section, timetable slot and
 * number agree), the caller's, and open to them now; an in-person class a teacher marks from
 * outside the institute's network answers 300 and takes nothing.
 */
function mark(
  context: HandlerContext<unknown, unknown, MarkBody>,
  role: AttendanceRole,
  /** The teacher's address (IpAsistencia); students send none. */
  ip: string | null,
) {
  const { db, clock } = context.services;
  const caller = signedIn(context);
  const body = context.body;
  const row = queryOne<ClassRow & { isMember: number }>(db, classSql(membership(role)), {
    userId: caller.idu,
    idSesion: body.idSesion,
  });
  if (
    !row ||
    row.idSeccion !== body.idSeccion ||
    row.idHorario !== body.idHorario ||
    row.sesion !== body.sesion
  ) {
    throw notFound();
  }
  if (!row.isMember) throw forbidden();
  const now = clock();
  const window = windowOf(row);
  const reason = markRefusal(
    {
      ...window,
      inPerson: row.modality === 'PRESENCIAL',
      isAsync: row.isAsync === 1,
      status: row.status,
    },
    role,
    now,
  );
  if (reason) throw refused(reason);
  if (ip !== null && row.modality === 'PRESENCIAL') {
    const networks = queryAll<{ cidr: string }>(db, CAMPUS_NETWORKS_SQL).map((n) => n.cidr);
    if (!inAnyCidr(ip, networks)) {
      return ok({ resp: 300 as const, estadoAsistencia: null }, texts.network);
    }
  }
  const status = statusAt(window, now);
  const { changes } = db.prepare(INSERT_MARK_SQL).run({
    sessionId: row.idSesion,
    userId: caller.idu,
    status,
    markedAt: now,
    ip,
  });
  // Two clicks racing: the second finds the first's mark.
  if (Number(changes) === 0) throw refused('marked');
  return ok({ resp: limaTime(now), estadoAsistencia: status }, texts.saved);
}

export const asistenciaHandlers = {
  listarCursosActualesAlumno: (context) => ok(todaysClasses(context, 'alumno')),
  listarCursosActualesDocente: (context) => ok(todaysClasses(context, 'docente')),
  marcarAsistenciaAlumno: (context) => mark(context, 'alumno', null),
  marcarAsistenciaDocente: (context) => mark(context, 'docente', context.body.IpAsistencia),
  completarAlertaInasistencia: (context) => {
    const { db, clock } = context.services;
    const task = queryOne<{ userId: number }>(db, ABSENCE_ALERT_SQL, {
      idTask: context.body.idTask,
    });
    if (!task) throw notFound();
    if (task.userId !== signedIn(context).idu) throw forbidden();
    db.prepare(COMPLETE_ABSENCE_ALERT_SQL).run({ idTask: context.body.idTask, now: clock() });
    return ok(null);
  },
  obtenerAlertaMarcacionDocente: (context) => {
    const unmarked = todaysClasses(context, 'docente').filter(
      (item) => item.estadoAsistencia === 'F' && item.horaMarca === null,
    );
    if (unmarked.length === 0) return ok(null);
    return ok({
      titulo: texts.alertTitle,
      mensaje: texts.alertMessage(unmarked.length),
      clases: unmarked.map(({ idSesion, nombreCurso, grupoCodigo, fechaHoraInicio }) => ({
        idSesion,
        nombreCurso,
        grupoCodigo,
        fechaHoraInicio,
      })),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
