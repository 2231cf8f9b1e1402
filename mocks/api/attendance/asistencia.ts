import type { components, operations } from '../../../generated/main/paths.ts';
import {
  markRefusal,
  statusAt,
  type AttendanceRole,
  type MarkRefusal,
} from '../../../src/lib/attendance/rules.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { inAnyCidr } from './network.ts';
import {
  membership,
  todaysClasses,
  unmarkedClassesAlert,
  windowOf,
  type ClassRow,
} from './todaysClasses.ts';
import { attendanceTexts as texts } from './texts.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { limaTime } from '../limaDay.ts';
import { ok } from '../respond.ts';
import {
  ABSENCE_ALERT_SQL,
  CAMPUS_NETWORKS_SQL,
  classSql,
  COMPLETE_ABSENCE_ALERT_SQL,
  INSERT_MARK_SQL,
} from './asistencia.sql.ts';

type MarkBody = components['schemas']['MarcaAsistencia'];

const classesOf = (context: HandlerContext, role: AttendanceRole) =>
  todaysClasses(context.services.db, context.services.clock(), signedIn(context).idu, role);

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
  listarCursosActualesAlumno: (context) => ok(classesOf(context, 'alumno')),
  listarCursosActualesDocente: (context) => ok(classesOf(context, 'docente')),
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
  obtenerAlertaMarcacionDocente: (context) =>
    ok(unmarkedClassesAlert(context.services.db, context.services.clock(), signedIn(context).idu)),
} satisfies Partial<ServiceHandlers<operations>>;
