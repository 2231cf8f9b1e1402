import type { EstadoAsignacion } from '@generated/main/model';
import type { TagColor } from '@/ui/Tag';

/** A section's assignment state (sin asignar, propuesta, aprobada) as a colour. */
export const stateColors: Record<EstadoAsignacion, TagColor> = {
  SIN_ASIGNAR: 'neutral',
  PROPUESTA: 'warning',
  APROBADA: 'success',
};
