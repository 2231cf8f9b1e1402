import {
  useGuardarDisponibilidadPsicologo,
  useListarDisponibilidadPsicologo,
  useObtenerConfiguracionAsesorias,
} from '@generated/main/endpoints/asesoria/asesoria';
import { useSession } from '@/lib/session';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AvailabilityCalendar from '../shared/AvailabilityCalendar';
import { useWeek } from '../shared/useWeek';

const t = texts.calendar;

/** The psychologist's own calendar, in view mode and edit mode (spec §4). */
export default function OwnCalendar() {
  const { now, monday, setMonday, range } = useWeek();
  const config = useObtenerConfiguracionAsesorias(undefined, {
    query: { meta: { silentError: true } },
  });
  const slots = useListarDisponibilidadPsicologo(range, {
    query: { meta: { silentError: true }, placeholderData: (previous) => previous },
  });
  const save = useGuardarDisponibilidadPsicologo();
  const name = useSession().user?.nombreCompleto ?? '';
  if (config.isError || slots.isError) {
    return (
      <LoadError
        message={t.loadError}
        onRetry={() => void Promise.all([config.refetch(), slots.refetch()])}
      />
    );
  }
  if (!config.data || !slots.data) return <Skeleton variant="rectangular" height={420} />;
  return (
    <AvailabilityCalendar
      label={t.grid(name)}
      config={config.data.results}
      slots={slots.data.results}
      now={now}
      monday={monday}
      onMondayChange={setMonday}
      onSave={async (items) =>
        (await save.mutateAsync({ data: { disponibilidadPsicologo: items } })).results
      }
    />
  );
}
