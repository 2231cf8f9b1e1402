import type { SeccionDocente } from '@generated/main/model';
import { toCsv } from '@/lib/csv';
import { texts } from '../texts';

/**
 * The roster as a spreadsheet: one row per student, each evaluation's grade in its column, the
 * names written as the page shows them.
 */
export function rosterCsv(section: SeccionDocente, capitalize: (name: string) => string): string {
  const header = [
    texts.roster.code,
    texts.roster.student,
    `${texts.roster.attendance} (%)`,
    texts.roster.absences,
    texts.roster.state,
    texts.roster.average,
    ...section.evaluaciones.map(
      (evaluation) => `${evaluation.nombre} (${evaluation.porcentaje} %)`,
    ),
  ];
  const rows = section.alumnos.map((student) => [
    student.codigo,
    capitalize(student.nombre),
    student.asistencia.porcentaje,
    student.asistencia.faltas,
    texts.roster.states[student.estadoAsistencia],
    student.promedio === null ? '' : student.promedio.toFixed(2),
    ...section.evaluaciones.map(
      (evaluation) => student.notas.find((nota) => nota.orden === evaluation.orden)?.nota ?? '',
    ),
  ]);
  return toCsv(header, rows);
}

/** 'BD2-A-2026-II.csv': the group and the period name the file. */
export const rosterFileName = (section: SeccionDocente) =>
  `${section.codigoGrupo}-${section.codigoPeriodo}.csv`;
