import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { currentPeriod } from '../../db/currentPeriod.ts';
import { queryAll, queryOne, queryOneOrThrow, queryPage } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { attendanceStanding, currentAverage } from './attendanceStanding.ts';
import { isPassing } from './grades.ts';
import { forbidden, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import {
  HELD_SQL,
  PAST_ROSTER_SQL,
  PAST_SECTIONS_SQL,
  PLAN_SQL,
  ROSTER_SQL,
  SECTION_SCORES_SQL,
  SECTION_SQL,
  SESSIONS_SQL,
  TEACHER_SECTIONS_SQL,
} from './docenteCursos.sql.ts';

type Schemas = components['schemas'];

interface SectionRow extends Omit<
  Schemas['SeccionDocenteResumen'],
  'horarios' | 'isExtension' | 'esAsincronico'
> {
  horarios: string;
  isExtension: number;
  esAsincronico: number;
  creditos: number;
  fechaInicio: string | null;
  fechaFin: string | null;
  teacherId: number | null;
  courseId: number;
  isCurrent: number;
}

interface RosterRow {
  idMatricula: number;
  codigo: string;
  nombre: string;
  foto: string | null;
  telefono: string | null;
  correo: string | null;
  /** The sessions held since the student took their seat (seatedSessions.sql.ts). */
  held: number;
  present: number;
  late: number;
  justified: number;
}

interface ScoreRow {
  enrolmentId: number;
  position: number;
  score: string | null;
  percentage: number;
  isSubstitute: number;
}

interface SessionRow {
  idSesion: number;
  numero: number;
  startsAt: number;
  endsAt: number;
  modalidad: 'PRESENCIAL' | 'VIRTUAL';
  asistencias: number;
  tardanzas: number;
  faltas: number;
  justificadas: number;
  seated: number;
  marcoDocente: number;
}

function toResumen(row: SectionRow): Schemas['SeccionDocenteResumen'] {
  return {
    idSeccion: row.idSeccion,
    nombre: row.nombre,
    slug: row.slug,
    idProducto: row.idProducto,
    nombreProducto: row.nombreProducto,
    isExtension: row.isExtension === 1,
    codigoModulo: row.codigoModulo,
    nombreModulo: row.nombreModulo,
    codigoGrupo: row.codigoGrupo,
    codigoPeriodo: row.codigoPeriodo,
    sede: row.sede,
    modalidad: row.modalidad,
    esAsincronico: row.esAsincronico === 1,
    horarios: JSON.parse(row.horarios) as Schemas['HorarioCurso'][],
    estudiantes: row.estudiantes,
    moodleURL: row.moodleURL,
  };
}

/** One of the caller's sections: another teacher's is 403, one that does not exist 404. */
function ownSection(db: DatabaseSync, caller: Caller, sectionId: number): SectionRow {
  const row = queryOne<SectionRow>(db, SECTION_SQL, { sectionId });
  if (!row) throw notFound();
  if (row.teacherId !== caller.idu) throw forbidden();
  return row;
}

interface PastStudentRow {
  codigo: string;
  nombre: string;
  nota: string | null;
}

/** A past section's figures: its students, who passed (13 or more), who did not, the average. */
function pastResults(db: DatabaseSync, sectionId: number) {
  const alumnos = queryAll<PastStudentRow>(db, PAST_ROSTER_SQL, { sectionId }).map((row) => ({
    ...row,
    aprobado: row.nota !== null && isPassing(row.nota),
  }));
  const graded = alumnos.filter((student) => student.nota !== null);
  return {
    alumnos,
    estudiantes: alumnos.length,
    aprobados: graded.filter((student) => student.aprobado).length,
    desaprobados: graded.filter((student) => !student.aprobado).length,
    promedio: currentAverage(graded.map((student) => ({ score: student.nota, percentage: 1 }))),
  };
}

export const docenteCursosHandlers = {
  listarCursosDocente: (context) => {
    const { db } = context.services;
    const rows = queryAll<SectionRow>(db, TEACHER_SECTIONS_SQL, {
      teacherId: signedIn(context).idu,
    });
    const period = currentPeriod(db);
    return ok({ codigoPeriodo: period.code, secciones: rows.map(toResumen) });
  },

  obtenerSeccionDocente: (context) => {
    const { db, clock } = context.services;
    const section = ownSection(db, signedIn(context), context.params.idSeccion);
    const now = clock();
    const sectionId = section.idSeccion;
    const { held } = queryOneOrThrow<{ held: number }>(db, HELD_SQL, { sectionId, now });
    const scores = queryAll<ScoreRow>(db, SECTION_SCORES_SQL, { sectionId });
    const scoresOf = (enrolmentId: number) =>
      scores.filter((score) => score.enrolmentId === enrolmentId);
    const roster = queryAll<RosterRow>(db, ROSTER_SQL, { sectionId, now });
    const plan = queryAll<{ orden: number; nombre: string; porcentaje: number }>(db, PLAN_SQL, {
      sectionId,
    });
    return ok({
      ...toResumen(section),
      creditos: section.creditos,
      fechaInicio: section.fechaInicio,
      fechaFin: section.fechaFin,
      sesionesDictadas: held,
      evaluaciones: plan,
      alumnos: roster.map((student) => {
        const own = scoresOf(student.idMatricula);
        return {
          idMatricula: student.idMatricula,
          codigo: student.codigo,
          nombre: student.nombre,
          foto: student.foto,
          telefono: student.telefono,
          correo: student.correo,
          ...attendanceStanding(student.held, student),
          promedio: currentAverage(own),
          // Every evaluation of the plan, blank for a student enrolled after it was graded.
          notas: plan.map(({ orden }) => {
            const score = own.find((each) => each.position === orden);
            return {
              orden,
              nota: score?.score ?? null,
              esEvaluacionSustitutoria: score?.isSubstitute === 1,
            };
          }),
        };
      }),
    });
  },

  listarSesionesDocente: (context) => {
    const { db, clock } = context.services;
    const section = ownSection(db, signedIn(context), context.params.idSeccion);
    const { pagina = 1, tamanoPagina = 10 } = context.query;
    const { rows, total } = queryPage<SessionRow>(
      db,
      SESSIONS_SQL,
      { sectionId: section.idSeccion },
      pagina,
      tamanoPagina,
    );
    const now = clock();
    return ok({
      total,
      sesiones: rows.map((row) => {
        const held = row.startsAt <= now;
        const marked = row.asistencias + row.tardanzas + row.faltas + row.justificadas;
        return {
          idSesion: row.idSesion,
          numero: row.numero,
          inicio: new Date(row.startsAt).toISOString(),
          fin: new Date(row.endsAt).toISOString(),
          modalidad: row.modalidad,
          estado: held ? ('DICTADA' as const) : ('PROGRAMADA' as const),
          asistencias: row.asistencias,
          tardanzas: row.tardanzas,
          faltas: row.faltas,
          justificadas: row.justificadas,
          sinMarca: held ? Math.max(0, row.seated - marked) : 0,
          marcoDocente: row.marcoDocente === 1,
        };
      }),
    });
  },

  listarHistorialSeccionDocente: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    const section = ownSection(db, caller, context.params.idSeccion);
    const past = queryAll<
      Omit<Schemas['SeccionPasada'], 'estudiantes' | 'aprobados' | 'desaprobados' | 'promedio'>
    >(db, PAST_SECTIONS_SQL, { courseId: section.courseId, teacherId: caller.idu });
    return ok(
      past.map((row) => {
        const { alumnos: _students, ...figures } = pastResults(db, row.idSeccion);
        return { ...row, ...figures };
      }),
    );
  },

  obtenerHistorialSeccionDocente: (context) => {
    const { db } = context.services;
    const section = ownSection(db, signedIn(context), context.params.idSeccion);
    // This period's section is a class, not history.
    if (section.isCurrent === 1) throw notFound();
    return ok({
      idSeccion: section.idSeccion,
      codigoPeriodo: section.codigoPeriodo,
      codigoGrupo: section.codigoGrupo,
      sede: section.sede,
      nombre: section.nombre,
      slug: section.slug,
      nombreProducto: section.nombreProducto,
      codigoModulo: section.codigoModulo,
      ...pastResults(db, section.idSeccion),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
