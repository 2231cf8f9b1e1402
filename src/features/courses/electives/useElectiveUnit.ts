import { useListarElectivosAlumno } from '@generated/main/endpoints/cursos/cursos';
import type { ListarElectivosAlumnoParams } from '@generated/main/model';

/**
 * An elective or autonomous unit: a section's own (`idSection`), or the first one left to choose
 * (`idTask`, or nothing). Its failure shows on the page, not as a toast.
 */
export const useElectiveUnit = (params: ListarElectivosAlumnoParams) =>
  useListarElectivosAlumno(params, { query: { meta: { silentError: true } } });
