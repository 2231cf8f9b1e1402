import type { EstadoSolicitud } from '@generated/main/model';
import { Tag } from '@/ui/Tag';
import { ESTADOS } from './estados';

/** A request's state as a coloured tag. */
export default function EstadoTag({ estado }: { estado: EstadoSolicitud }) {
  const { label, color } = ESTADOS[estado];
  return <Tag label={label} color={color} size="small" />;
}
