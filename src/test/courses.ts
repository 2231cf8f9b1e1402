import type { CursoAlumno } from '@generated/main/model';

/**
 * A student's course as `cursos/{id}/listar` answers it: a regular, in-person course of cycle III
 * with no marks; tests change what they are about.
 */
export const cursoAlumno = (changes: Partial<CursoAlumno> = {}): CursoAlumno => ({
  idSeccion: 3100,
  nombre: 'Curso',
  slug: 'curso',
  nombreProducto: 'Desarrollo de Software',
  idProducto: 1,
  codigoModulo: 'CIII',
  nombreModulo: 'Ciclo III',
  fechaInicio: '2026-08-17',
  fechaFin: '2026-12-11',
  esDual: false,
  esMoodle: false,
  showMoodle: false,
  codigoFormula: 'FR-01',
  codigoPeriodo: '2026-II',
  codigoGrupo: '3M1',
  sede: 'Sede Lima Norte',
  horarios: [],
  unidadAcademica: 'Carreras',
  unidadNegocio: 'Instituto Tecnológico Horizonte',
  isExtension: false,
  isAutonomous: false,
  isElective: false,
  lastDateToInscription: null,
  moodleURL: null,
  electiveData: null,
  ...changes,
});
