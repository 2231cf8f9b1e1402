import type { ClaseActual } from '@generated/main/model';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A class of today as the demo API answers it: a virtual class starting at `start` (epoch ms),
 * 90 minutes long, with 15 minutes before, 15 on time and 30 late, and the window the server
 * gives `role`.
 */
export const claseActual = (
  start: number,
  role: 'alumno' | 'docente',
  overrides: Partial<ClaseActual> = {},
): ClaseActual => ({
  idHorario: 1,
  idSeccion: 3120,
  idSesion: 9,
  sesion: 3,
  estado: 'PROGRAMADA',
  nombreCurso: 'Base de Datos II',
  grupoCodigo: '3M2',
  fechaHoraInicio: iso(start),
  fechaHoraFin: iso(start + 90 * MINUTE),
  fechaHoraInicioReal: null,
  tiempoInicio: iso(start - 15 * MINUTE),
  tiempoFinaliza: iso(start + (role === 'alumno' ? 16 : 31) * MINUTE - 1),
  docenteNombre: 'Rosa Salazar Mendoza',
  esAsincronico: false,
  estadoAsistencia: null,
  marcoDocente: false,
  horaMarca: null,
  claseModalidad: 'Virtual',
  aula: 'Sesión virtual',
  campus: 'Sede Central',
  esEvaluacionSustitutoria: false,
  topeSuperior: 15,
  topeInferior: 15,
  topeTardanza: 30,
  enlaceTeams: true,
  linkTeams: `https://reuniones.campus.example/teams/3120-${overrides.idSesion ?? 9}`,
  ...overrides,
});
