import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { listReporte, readWholeReport } from './reporteAdapter';

const columnas = [{ clave: 'estudiante', titulo: 'Estudiante', tipo: 'texto' }];
const resumen = { agrupadoPor: 'sede', columnas: [], filas: [] };

/** A report of `total` rows, answered page by page as the API does; returns the requests made. */
function reportApi(total: number) {
  const requests = recordRequests();
  apiServer.use(
    http.get(apiUrl('main', '/reporte/listar'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pagina = Number(query.get('pagina'));
      const size = Number(query.get('tamanoPagina'));
      const first = (pagina - 1) * size;
      const filas = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => ({
        id: first + i + 1,
        estudiante: `Estudiante ${first + i + 1}`,
      }));
      return ok({
        tipo: 'ONBOARDING',
        columnas,
        filas,
        total,
        pagina,
        tamanoPagina: size,
        resumen,
      });
    }),
  );
  return requests;
}

describe('reporteAdapter', () => {
  it("asks spec §7 reporte/listar for react-admin's page, search, filters and sort", async () => {
    const requests = reportApi(60);
    const page = await listReporte('reporteOnboarding', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'avance', order: 'DESC' },
      filter: { q: ' quispe ', idSede: 3, agruparPor: 'programa' },
    });
    expect(requests[0]!.query).toEqual({
      tipo: 'ONBOARDING',
      busqueda: 'quispe',
      idSede: '3',
      agruparPor: 'programa',
      ordenarPor: 'avance',
      orden: 'DESC',
      pagina: '2',
      tamanoPagina: '25',
    });
    expect(page.total).toBe(60);
    expect(page.data[0]).toMatchObject({ id: 26 });
    expect(page.meta).toEqual({ columnas, resumen });
  });

  it('reads a whole report for the export in pages of 500, and no further', async () => {
    const requests = reportApi(1001);
    const { filas } = await readWholeReport('reporteCurriculum', {}, { field: 'id', order: 'ASC' });
    expect(filas).toHaveLength(1001);
    expect(filas.at(-1)).toMatchObject({ id: 1001 });
    expect(requests.map((request) => request.query.pagina)).toEqual(['1', '2', '3']);
    // react-admin's default sort by id is no report column: the server's own order applies.
    expect(requests[0]!.query).not.toHaveProperty('ordenarPor');
  });
});
