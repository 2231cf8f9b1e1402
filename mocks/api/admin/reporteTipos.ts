import type { components } from '../../../generated/main/paths.ts';

// What each report type offers and shows: its filters, its groupings, its columns with their
// es-PE headers (the page's table and the CSV use them as they come) and its summary's figures.

type Schemas = components['schemas'];
export type TipoReporte = Schemas['TipoReporte'];
export type FilterKey = Schemas['ReporteFiltro']['clave'];
export type Grouping = Schemas['AgrupacionReporte'];
type Column = Schemas['ReporteColumna'];

export const FILTER_TITLES: Record<FilterKey, string> = {
  marca: 'Marca',
  idSede: 'Sede',
  idPrograma: 'Programa',
  ciclo: 'Ciclo',
  idPeriodo: 'Periodo',
  estado: 'Estado',
};

export const GROUPING_TITLES: Record<Grouping, string> = {
  sede: 'Sede',
  programa: 'Programa',
  ciclo: 'Ciclo',
  tipo: 'Tipo de trámite',
  area: 'Área',
  estado: 'Estado',
  mes: 'Mes',
};

/** An onboarding state's code (the `estado` filter) and how the report names it. */
export const ONBOARDING_STATES = {
  COMPLETADO: 'Completado',
  PENDIENTE: 'Con tareas pendientes',
  OMITIDO: 'Con pasos omitidos',
} as const;

const text = (clave: string, titulo: string): Column => ({ clave, titulo, tipo: 'texto' });
const count = (clave: string, titulo: string): Column => ({ clave, titulo, tipo: 'entero' });
const percent = (clave: string, titulo: string): Column => ({ clave, titulo, tipo: 'porcentaje' });
const days = (clave: string, titulo: string): Column => ({ clave, titulo, tipo: 'decimal' });
const day = (clave: string, titulo: string): Column => ({ clave, titulo, tipo: 'fecha' });

const STUDENT_COLUMNS = [
  text('usuario', 'Usuario'),
  text('estudiante', 'Estudiante'),
  text('marca', 'Marca'),
  text('sede', 'Sede'),
  text('programa', 'Programa'),
  text('ciclo', 'Ciclo'),
];

export interface ReportType {
  filters: readonly FilterKey[];
  /** The first is the default. */
  groupings: readonly Grouping[];
  columns: readonly Column[];
  /** The summary's figures per group, after `grupo`. */
  summary: readonly Column[];
}

export const reportTypes: Record<TipoReporte, ReportType> = {
  ONBOARDING: {
    filters: ['marca', 'idSede', 'idPrograma', 'ciclo', 'estado'],
    groupings: ['sede', 'programa'],
    columns: [
      ...STUDENT_COLUMNS,
      count('completadas', 'Tareas completadas'),
      count('pendientes', 'Tareas pendientes'),
      count('omitidas', 'Tareas omitidas'),
      percent('avance', 'Avance (%)'),
      text('estado', 'Estado'),
    ],
    summary: [
      count('estudiantes', 'Estudiantes'),
      count('completados', 'Completaron'),
      count('pendientes', 'Con tareas pendientes'),
      count('omitidos', 'Con pasos omitidos'),
    ],
  },
  CURRICULUM: {
    filters: ['marca', 'idSede', 'idPrograma', 'ciclo', 'idPeriodo'],
    groupings: ['programa', 'ciclo'],
    columns: [
      ...STUDENT_COLUMNS,
      count('creditosPrevios', 'Créditos aprobados'),
      count('creditosEnCurso', 'Créditos en curso'),
      count('creditosPlan', 'Créditos del plan'),
      percent('avance', 'Avance del plan (%)'),
    ],
    summary: [
      count('estudiantes', 'Estudiantes'),
      percent('avancePromedio', 'Avance promedio (%)'),
    ],
  },
  TRAMITE: {
    filters: ['marca', 'idSede', 'idPrograma', 'idPeriodo'],
    groupings: ['tipo', 'area', 'estado', 'mes'],
    columns: [
      day('fechaRegistro', 'Fecha de registro'),
      text('tramite', 'Trámite'),
      text('area', 'Área'),
      text('estado', 'Estado'),
      text('usuario', 'Usuario'),
      text('estudiante', 'Solicitante'),
      text('sede', 'Sede'),
      text('programa', 'Programa'),
      days('diasResolucion', 'Días en resolverse'),
      days('diasObjetivo', 'Días objetivo'),
      text('aTiempo', 'A tiempo'),
    ],
    summary: [
      count('solicitudes', 'Solicitudes'),
      count('resueltas', 'Resueltas'),
      count('enProceso', 'En proceso'),
      days('medianaDias', 'Mediana de días en resolverse'),
      days('objetivoDias', 'Días objetivo (mediana)'),
      percent('aTiempo', 'Resueltas a tiempo (%)'),
    ],
  },
};
