import type { EstadoAsignacion } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

const colors: Record<EstadoAsignacion, TagColor> = {
  SIN_ASIGNAR: 'neutral',
  PROPUESTA: 'warning',
  APROBADA: 'success',
};

/** A section's assignment state: sin asignar, propuesta or aprobada. */
export default function StateTag({ state }: { state: EstadoAsignacion }) {
  return <Tag size="small" color={colors[state]} label={texts.states[state]} />;
}
