import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import {
  teacherAutoAbsent,
  windowEndsAt,
  windowOpensAt,
  type AttendanceRole,
  type AttendanceStatus,
  type ClassWindow,
} from '../../../src/lib/attendance/rules.ts';
import { queryAll } from '../../db/query.ts';
import { STUDENT_SEAT, TEACHES, todaysClassesSql } from './asistencia.sql.ts';
import { limaDay, limaInstant } from '../limaDay.ts';
import { attendanceTexts as texts } from './texts.ts';

// Today's classes of a student or a teacher as the attendance button and the teacher's alert
// read them (spec §4, §5, §7 asistencia/*/listarcursosactuales).

type ClaseActual = components['schemas']['ClaseActual'];

export interface ClassRow {
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

export const membership = (role: AttendanceRole) => (role === 'alumno' ? STUDENT_SEAT : TEACHES);
const iso = (at: number) => new Date(at).toISOString();

export const windowOf = (row: ClassRow): ClassWindow => ({
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

/** The classes `userId` attends (alumno) or teaches (docente) on the Lima day of `now`. */
export function todaysClasses(
  db: DatabaseSync,
  now: number,
  userId: number,
  role: AttendanceRole,
): ClaseActual[] {
  const rows = queryAll<ClassRow>(db, todaysClassesSql(membership(role)), {
    userId,
    from: limaInstant(limaDay(now), '00:00'),
    to: limaInstant(limaDay(now, 1), '00:00'),
  });
  return rows.map((row) => toClass(row, role, now));
}

/**
 * The teacher's attendance alert (spec §7 tarea/docente/marcaciondocalerta): today's classes whose
 * window passed without their mark; null when there are none.
 */
export function unmarkedClassesAlert(db: DatabaseSync, now: number, teacherId: number) {
  const unmarked = todaysClasses(db, now, teacherId, 'docente').filter(
    (item) => item.estadoAsistencia === 'F' && item.horaMarca === null,
  );
  if (unmarked.length === 0) return null;
  return {
    titulo: texts.alertTitle,
    mensaje: texts.alertMessage(unmarked.length),
    clases: unmarked.map(({ idSesion, nombreCurso, grupoCodigo, fechaHoraInicio }) => ({
      idSesion,
      nombreCurso,
      grupoCodigo,
      fechaHoraInicio,
    })),
  };
}

