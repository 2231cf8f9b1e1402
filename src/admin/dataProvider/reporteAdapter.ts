import type { GetListParams, GetListResult } from 'react-admin';
import { listarReporte } from '@generated/main/endpoints/reporte/reporte';
import type {
  ListarReporteParams,
  ReporteColumna,
  ReporteFila,
  ReporteResumen,
  TipoReporte,
} from '@generated/main/model';

/** The react-admin resource of each report type (spec §2 /admin/reportes/*). */
export const reportResources = {
  reporteOnboarding: 'ONBOARDING',
  reporteCurriculum: 'CURRICULUM',
  reporteTramites: 'TRAMITE',
} as const satisfies Record<string, TipoReporte>;

export type ReportResource = keyof typeof reportResources;

/** What a report's list carries beside its rows: its columns and the summary its chart draws. */
export interface ReportMeta {
  columnas: ReporteColumna[];
  resumen: ReporteResumen;
}

/** The largest page the API answers: an export reads the whole report in pages this big. */
const EXPORT_PAGE = 500;

type Query = Omit<ListarReporteParams, 'tipo' | 'pagina' | 'tamanoPagina'>;

/** The list's filter and sort as spec §7 `reporte/listar` names them (`q` is `busqueda`). */
function reportQuery(filter: Record<string, unknown>, sort?: GetListParams['sort']): Query {
  const { q, ...filters } = filter;
  const search = typeof q === 'string' ? q.trim() : '';
  return {
    ...filters,
    ...(search && { busqueda: search }),
    // react-admin's own default sort is by id, which a report has no column for.
    ...(sort && sort.field !== 'id' && { ordenarPor: sort.field, orden: sort.order }),
  } as Query;
}

/** One page of a report, in react-admin's terms; its columns and summary travel as `meta`. */
export async function listReporte(
  resource: ReportResource,
  params: GetListParams,
): Promise<GetListResult & { meta: ReportMeta }> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const { results } = await listarReporte(
    {
      tipo: reportResources[resource],
      ...reportQuery(params.filter ?? {}, params.sort),
      pagina: page,
      tamanoPagina: perPage,
    },
    { signal: params.signal },
  );
  return {
    data: results.filas,
    total: results.total,
    meta: { columnas: results.columnas, resumen: results.resumen },
  };
}

/** Every row of a report for the list's filter and sort, read page by page (the CSV export). */
export async function readWholeReport(
  resource: ReportResource,
  filter: Record<string, unknown>,
  sort: GetListParams['sort'],
): Promise<{ columnas: ReporteColumna[]; filas: ReporteFila[] }> {
  const filas: ReporteFila[] = [];
  let columnas: ReporteColumna[] = [];
  for (let pagina = 1; ; pagina += 1) {
    const { results } = await listarReporte({
      tipo: reportResources[resource],
      ...reportQuery(filter, sort),
      pagina,
      tamanoPagina: EXPORT_PAGE,
    });
    columnas = results.columnas;
    filas.push(...results.filas);
    if (results.filas.length < EXPORT_PAGE || filas.length >= results.total) break;
  }
  return { columnas, filas };
}
