import type { ClaseHorario } from '@generated/main/model';

/** A class of the week as the demo API answers it; `start` is its epoch ms. */
export const claseHorario = (
  start: number,
  overrides: Partial<ClaseHorario> = {},
): ClaseHorario => ({
  idSeccion: 3120,
  idSesion: start % 100_000,
  descripcionCurso: 'Base de Datos II',
  fechaInicio: new Date(start).toISOString(),
  fechaFin: new Date(start + 135 * 60_000).toISOString(),
  esAsincronico: false,
  tipoModalidad: 'VIRTUAL',
  aula: 'Sesión virtual',
  sede: 'Sede Central',
  grupoCodigo: '3M2',
  codigoPeriodo: '2026-II',
  idProducto: 1,
  docenteNombre: 'Rosa Salazar Mendoza',
  cantidadAlumnos: null,
  ...overrides,
});
