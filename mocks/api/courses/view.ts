import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import {
  ATTEMPTS_SQL,
  CHOSEN_OPTION_SQL,
  OPTIONS_SQL,
  SURVEY_ANSWERED_SQL,
} from './cursos.sql.ts';

// Rows of cursos.sql.ts in the contract's shapes (spec §3 Course, Elective course, Score item).

type Schemas = components['schemas'];

export interface SeatRow {
  idSeccion: number;
  courseId: number;
  nombre: string;
  slug: string;
  courseKind: 'REGULAR' | 'ELECTIVO' | 'AUTONOMO';
  credits: number;
  nombreProducto: string;
  idProducto: number;
  programmeKind: 'CARRERA' | 'EXTENSION';
  codigoModulo: Schemas['CodigoModulo'];
  nombreModulo: string;
  fechaInicio: string;
  fechaFin: string;
  esDual: number;
  moodleUrl: string | null;
  showMoodle: number;
  codigoFormula: string;
  codigoPeriodo: string;
  codigoGrupo: string;
  sede: string;
  unidadNegocio: string;
  lastDateToInscription: string | null;
  enrolmentId: number;
  teacherId: number | null;
  horarios: string;
}

export interface ScoreRow {
  idNota: number;
  name: string;
  description: string | null;
  percentage: number;
  score: string | null;
  state: 1 | 2 | 3 | 4 | null;
  stateGraphic: 1 | 2 | 3 | null;
  substitute: number;
}

type OptionRow = Omit<Schemas['ElectiveCourse'], 'inscriptionDeadline'>;

export const isUnit = (seat: SeatRow) => seat.courseKind !== 'REGULAR';

/** A unit's options, its choice and attempts, as the contract's unit answer carries them. */
export function unitOf(
  db: DatabaseSync,
  seat: SeatRow,
): Schemas['ElectivosAlumnoResponse']['results'] {
  const deadline = seat.lastDateToInscription ?? seat.fechaFin;
  const withDeadline = (option: OptionRow): Schemas['ElectiveCourse'] => ({
    ...option,
    inscriptionDeadline: deadline,
  });
  const chosen = queryOne<OptionRow>(db, CHOSEN_OPTION_SQL, seat.enrolmentId, seat.courseId);
  const { attempts } = queryOneOrThrow<{ attempts: number }>(
    db,
    ATTEMPTS_SQL,
    seat.enrolmentId,
    seat.idSeccion,
  );
  return {
    idSeccion: seat.idSeccion,
    courseName: seat.nombre,
    isAutonomous: seat.courseKind === 'AUTONOMO',
    lastDateToInscription: deadline,
    electedElective: chosen ? withDeadline(chosen) : null,
    electiveCourses: chosen
      ? []
      : queryAll<OptionRow>(db, OPTIONS_SQL, seat.courseId).map(withDeadline),
    autonomeAttempts: attempts,
    encuestaRespondida: queryFlag(db, SURVEY_ANSWERED_SQL, seat.enrolmentId, seat.idSeccion),
  };
}

function electiveDataOf(db: DatabaseSync, seat: SeatRow): Schemas['ElectiveData'] | null {
  if (!isUnit(seat)) return null;
  const unit = unitOf(db, seat)!;
  const list = unit.electedElective ? [unit.electedElective] : unit.electiveCourses;
  return {
    list,
    title: unit.electedElective?.electiveName ?? seat.nombre,
    chosen: unit.electedElective !== null,
    selected: unit.electedElective,
    autonomousAttempts: unit.autonomeAttempts,
  };
}

export function toCursoAlumno(db: DatabaseSync, seat: SeatRow): Schemas['CursoAlumno'] {
  const showMoodle = seat.moodleUrl !== null && seat.showMoodle === 1;
  return {
    idSeccion: seat.idSeccion,
    nombre: seat.nombre,
    slug: seat.slug,
    nombreProducto: seat.nombreProducto,
    idProducto: seat.idProducto,
    codigoModulo: seat.codigoModulo,
    nombreModulo: seat.nombreModulo,
    fechaInicio: seat.fechaInicio,
    fechaFin: seat.fechaFin,
    esDual: seat.esDual === 1,
    esMoodle: seat.moodleUrl !== null,
    showMoodle,
    codigoFormula: seat.codigoFormula,
    codigoPeriodo: seat.codigoPeriodo,
    codigoGrupo: seat.codigoGrupo,
    sede: seat.sede,
    horarios: JSON.parse(seat.horarios) as Schemas['HorarioCurso'][],
    unidadAcademica: seat.programmeKind === 'EXTENSION' ? 'Extensión' : 'Carreras',
    unidadNegocio: seat.unidadNegocio,
    isExtension: seat.programmeKind === 'EXTENSION',
    isAutonomous: seat.courseKind === 'AUTONOMO',
    isElective: seat.courseKind === 'ELECTIVO',
    lastDateToInscription: seat.lastDateToInscription,
    moodleURL: showMoodle ? seat.moodleUrl : null,
    electiveData: electiveDataOf(db, seat),
  };
}

/** spec §4: an autonomous course offers no review, whatever the score's state. */
export const toNota = (row: ScoreRow, autonomous: boolean): Schemas['Nota'] => ({
  idNota: row.idNota,
  name: row.name,
  description: row.description,
  percentage: row.percentage,
  score: row.score,
  state: autonomous ? null : row.state,
  stateGraphic: row.stateGraphic,
  esEvaluacionSustitutoria: row.substitute === 1,
});
