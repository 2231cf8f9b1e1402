import type { BecaSocioeconomicaEstado } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

const COLORS: Record<BecaSocioeconomicaEstado, TagColor> = {
  EN_EVALUACION: 'info',
  OTORGADA: 'success',
  RECHAZADA: 'error',
};

/** An application's state as a coloured tag. */
export default function StateTag({ estado }: { estado: BecaSocioeconomicaEstado }) {
  return <Tag label={texts.states[estado]} color={COLORS[estado]} />;
}
