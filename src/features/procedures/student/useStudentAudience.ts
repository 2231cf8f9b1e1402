import { useLocation } from 'react-router';
import { paths } from '@/routes';
import type { StudentAudience } from '../shared/requestRoutes';

const base = {
  CARRERA: '/estudiantes/tramites/programa-de-estudios',
  EXTENSION: '/estudiantes/tramites/extension',
} as const;

/** The student's trays of the open route: programme of studies or extension (spec §2). */
export function useStudentAudience() {
  const audience: StudentAudience = useLocation().pathname.startsWith(base.EXTENSION)
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
