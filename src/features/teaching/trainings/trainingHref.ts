import type { CapacitacionResumen } from '@generated/main/model';
import { paths } from '@/routes';

/** A finished training opens under 'finalizadas'; any other under 'en-curso'. */
export const trainingHref = (training: Pick<CapacitacionResumen, 'idCapacitacion' | 'estado'>) =>
  training.estado === 'FINALIZADA'
    ? paths.docentes_capacitacion_finalizada.getHref({ id: training.idCapacitacion })
    : paths.docentes_capacitacion_en_curso.getHref({ id: training.idCapacitacion });
