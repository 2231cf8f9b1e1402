import type { EstadoCuota } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const colors: Record<EstadoCuota, TagColor> = {
  PENDIENTE: 'info',
  VENCIDA: 'error',
  PAGADA: 'success',
  EN_PROCESO: 'warning',
};

/** A fee's state, as the server worked it out. */
export default function FeeStateTag({ state }: { state: EstadoCuota }) {
  return <Tag label={texts.states[state]} color={colors[state]} size="small" />;
}
