import type { EstadoCita } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const colors: Record<EstadoCita, TagColor> = {
  AGENDADA: 'info',
  CANCELADA: 'error',
  ATENDIDA: 'success',
};

/** An appointment's state in words and colour. */
export default function AppointmentState({ state }: { state: EstadoCita }) {
  return <Tag size="small" label={texts.appointment.states[state]} color={colors[state]} />;
}
