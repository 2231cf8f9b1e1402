import type { EstadoTicket } from '@generated/support-desk/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const colors: Record<EstadoTicket, TagColor> = {
  nuevo: 'info',
  abierto: 'primary',
  pendiente: 'warning',
  resuelto: 'success',
  cerrado: 'neutral',
};

/** A ticket's status. */
export default function TicketStateTag({ state }: { state: EstadoTicket }) {
  return <Tag label={texts.states[state]} color={colors[state]} size="small" />;
}
