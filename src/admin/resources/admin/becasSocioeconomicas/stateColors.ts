import type { BecaSocioeconomicaEstado } from '@generated/main/model';
import type { TagColor } from '@/ui/Tag';

/** An application's state as a colour. */
export const stateColors: Record<BecaSocioeconomicaEstado, TagColor> = {
  EN_EVALUACION: 'info',
  OTORGADA: 'success',
  RECHAZADA: 'error',
};
