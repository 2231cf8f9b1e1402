import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryPage } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { badRequest, type FieldErrors } from '../errors.ts';
import { ok } from '../respond.ts';
import { adminTexts, reportTexts } from './texts.ts';
import {
  COMMON_WHERE,
  CURRENT_PERIOD_SQL,
  CURRICULUM_PROGRESS,
  extraWhere,
  GROUPS,
  OPTIONS_SQL,
  reportRowsSql,
  SUMMARY_FIGURES,
} from './reporte.sql.ts';
import {
  FILTER_TITLES,
  GROUPING_TITLES,
  ONBOARDING_STATES,
  reportTypes,
  type FilterKey,
  type Grouping,
  type TipoReporte,
} from './reporteTipos.ts';

type Schemas = components['schemas'];
type Query = NonNullable<operations['listarReporte']['parameters']['query']>;
type Option = Schemas['ReporteOpcion'];
type Row = Record<string, SQLInputValue>;

const FILTER_KEYS = Object.keys(FILTER_TITLES) as FilterKey[];

function optionsOf(db: DatabaseSync, key: FilterKey): Option[] {
  if (key === 'estado') {
    return Object.entries(ONBOARDING_STATES).map(([id, nombre]) => ({ id, nombre, marca: null }));
  }
  return queryAll<Option>(db, OPTIONS_SQL[key]);
}

/**
 * A filter the report does not offer, a choice that is not among its options (or belongs to
 * another brand than the one chosen), a grouping or an order it does not have: field errors.
 */
/** The report column named `clave`, as our own constant, or undefined when it has none. */
const sortColumn = (tipo: TipoReporte, clave: string): string | undefined =>
  reportTypes[tipo].columns.find((column) => column.clave === clave)?.clave;

function filterErrors(db: DatabaseSync, query: Query): FieldErrors | null {
  const type = reportTypes[query.tipo];
  const errors: FieldErrors = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === undefined) continue;
    if (!type.filters.includes(key)) {
      errors[key] = [reportTexts.filterNotOffered];
      continue;
    }
    const chosen = optionsOf(db, key).find((option) => String(option.id) === String(value));
    const otherBrand = query.marca !== undefined && chosen?.marca && chosen.marca !== query.marca;
    if (!chosen || otherBrand) errors[key] = [adminTexts.choiceNotFound];
  }
  if (query.agruparPor && !type.groupings.includes(query.agruparPor)) {
    errors.agruparPor = [reportTexts.groupingNotOffered];
  }
  if (query.ordenarPor !== undefined && !sortColumn(query.tipo, query.ordenarPor)) {
    errors.ordenarPor = [reportTexts.columnNotFound];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The named parameters a report's statements read, from the query. */
function parametersOf(db: DatabaseSync, tipo: TipoReporte, query: Query): Row {
  const common = {
    marca: query.marca ?? null,
    idSede: query.idSede ?? null,
    idPrograma: query.idPrograma ?? null,
    ciclo: query.ciclo ?? null,
    q: query.busqueda?.trim() || null,
  };
  if (tipo === 'ONBOARDING') return { ...common, estado: query.estado ?? null };
  const current = queryOne<{ id: number }>(db, CURRENT_PERIOD_SQL)?.id ?? null;
  if (tipo === 'TRAMITE') return { ...common, periodo: query.idPeriodo ?? current };
  return {
    ...common,
    periodo: query.idPeriodo ?? current,
    conPeriodo: Number(query.idPeriodo !== undefined),
  };
}

// Sorting by a column sorts by what it stands for: cycles in their order, states by code.
const ORDER_OF: Record<string, string> = { ciclo: 'cicloOrden', estado: 'estadoCodigo' };
const SELECTED = {
  ONBOARDING: '*',
  CURRICULUM: `*, ${CURRICULUM_PROGRESS}`,
  TRAMITE: '*',
} as const;

function reportStatements(tipo: TipoReporte, query: Query, grouping: Grouping) {
  const rows = reportRowsSql[tipo];
  const where = `WHERE ${COMMON_WHERE} AND ${extraWhere[tipo]}`;
  // The column comes from the report's own list (checked by filterErrors): the request only
  // picks one, its text never reaches the SQL.
  const field =
    sortColumn(tipo, query.ordenarPor ?? (tipo === 'TRAMITE' ? 'fechaRegistro' : 'estudiante')) ??
    'estudiante';
  const order = query.orden === 'DESC' ? 'DESC' : 'ASC';
  const group = GROUPS[grouping];
  return {
    page: `${rows} SELECT ${SELECTED[tipo]} FROM report_rows ${where}
      ORDER BY ${ORDER_OF[field] ?? field} COLLATE NOCASE ${order}, estudiante COLLATE NOCASE, id
      LIMIT :limit OFFSET :offset`,
    count: `${rows} SELECT count(*) AS total FROM report_rows ${where}`,
    summary: `${rows} SELECT ${group.label} AS grupo, ${SUMMARY_FIGURES[tipo]}
      FROM report_rows ${where} GROUP BY ${group.key} ORDER BY min(${group.order})`,
  };
}

export const reporteHandlers = {
  listarFiltrosReporte: ({ query, services }) => {
    const type = reportTypes[query.tipo];
    return ok({
      tipo: query.tipo,
      filtros: type.filters.map((clave) => ({
        clave,
        titulo: FILTER_TITLES[clave],
        opciones: optionsOf(services.db, clave),
      })),
      agrupaciones: type.groupings.map((id) => ({ id, nombre: GROUPING_TITLES[id] })),
    });
  },

  listarReporte: ({ query, services }) => {
    const { db } = services;
    const errors = filterErrors(db, query);
    if (errors) throw badRequest(errors);
    const { tipo } = query;
    const type = reportTypes[tipo];
    const grouping = query.agruparPor ?? type.groupings[0]!;
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 25;
    const sql = reportStatements(tipo, query, grouping);
    const parameters = parametersOf(db, tipo, query);
    const { rows: stored, total } = queryPage<Row>(db, sql, parameters, pagina, tamanoPagina);
    const filas = stored.map((row) => ({
      id: Number(row.id),
      ...Object.fromEntries(type.columns.map(({ clave }) => [clave, row[clave] ?? null])),
      ...(tipo === 'ONBOARDING' && {
        estado: ONBOARDING_STATES[row.estadoCodigo as keyof typeof ONBOARDING_STATES],
      }),
    }));
    return ok({
      tipo,
      columnas: [...type.columns],
      filas,
      total,
      pagina,
      tamanoPagina,
      resumen: {
        agrupadoPor: grouping,
        columnas: [
          { clave: 'grupo', titulo: GROUPING_TITLES[grouping], tipo: 'texto' as const },
          ...type.summary,
        ],
        filas: queryAll<Record<string, string | number | null>>(db, sql.summary, parameters),
      },
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
