import type { EstadoReferido } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const COLORS: Record<EstadoReferido, TagColor> = {
  REGISTRADO: 'info',
  CONTACTADO: 'primary',
  MATRICULADO: 'success',
  DESCARTADO: 'neutral',
};

/** A referral's state as a coloured tag. */
export default function ReferralStateTag({ estado }: { estado: EstadoReferido }) {
  return <Tag label={texts.states[estado]} color={COLORS[estado]} size="small" />;
}
