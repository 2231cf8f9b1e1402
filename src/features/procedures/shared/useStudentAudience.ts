import { matchPath, useLocation } from 'react-router';
import { paths } from '@/routes';
import type { StudentAudience } from './requestRoutes';

// spec §2: the extension students' procedure routes; the same screens serve both audiences.
const extensionRoutes = [
  paths.estudiantes_tramites_extension_nuevo,
  paths.estudiantes_tramites_extension_nuevo_detalle,
  paths.estudiantes_tramites_extension_en_proceso,
  paths.estudiantes_tramites_extension_en_proceso_detalle,
  paths.estudiantes_tramites_extension_finalizados,
  paths.estudiantes_tramites_extension_finalizados_detalle,
];

/** The student's trays of the open route: programme of studies or extension (spec §2). */
export function useStudentAudience() {
  const { pathname } = useLocation();
  const audience: StudentAudience = extensionRoutes.some((route) => matchPath(route.path, pathname))
    ? 'EXTENSION'
    : 'CARRERA';
  const routes =
    audience === 'EXTENSION'
      ? {
          nuevo: paths.estudiantes_tramites_extension_nuevo,
          tipo: paths.estudiantes_tramites_extension_nuevo_detalle,
          enProceso: paths.estudiantes_tramites_extension_en_proceso,
          finalizados: paths.estudiantes_tramites_extension_finalizados,
        }
      : {
          nuevo: paths.estudiantes_tramites_estudios_nuevo,
          tipo: paths.estudiantes_tramites_estudios_nuevo_detalle,
          enProceso: paths.estudiantes_tramites_estudios_en_proceso,
          finalizados: paths.estudiantes_tramites_estudios_finalizados,
        };
  return { audience, routes };
}
