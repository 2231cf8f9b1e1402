import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useListarDisponibilidadPsicologoAdmin,
  useListarPsicologos,
  useObtenerConfiguracionAsesorias,
} from '@generated/main/endpoints/asesoria/asesoria';
import { useState } from 'react';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { Select } from '@/ui/Select';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AvailabilityCalendar from '../shared/AvailabilityCalendar';
import { useWeek } from '../shared/useWeek';

const t = texts.admin;

/** The chosen psychologist's calendar through the admin operation (spec §6), read only. */
function PsychologistCalendar({ id, name }: { id: number; name: string }) {
  const { now, monday, setMonday, range } = useWeek();
  const config = useObtenerConfiguracionAsesorias(
    { idPsicologo: id },
    { query: { meta: { silentError: true } } },
  );
  const slots = useListarDisponibilidadPsicologoAdmin(
    { ...range, idPsychologist: id },
    { query: { meta: { silentError: true } } },
  );
  if (config.isError || slots.isError) {
    return (
      <LoadError
        message={texts.calendar.loadError}
        onRetry={() => void Promise.all([config.refetch(), slots.refetch()])}
      />
    );
  }
  if (!config.data || !slots.data) return <Skeleton variant="rectangular" height={420} />;
  return (
    <AvailabilityCalendar
      label={texts.calendar.grid(name)}
      config={config.data.results}
      slots={slots.data.results}
      now={now}
      monday={monday}
      onMondayChange={setMonday}
    />
  );
}

/** /admin/orientacion-psicologica: coordinators read any psychologist's calendar. */
export default function AdminCalendarPage() {
  const psychologists = useListarPsicologos();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = psychologists.data?.results ?? [];
  const current = list.find((item) => item.idPsicologo === chosen);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <Stack sx={{ maxWidth: 400 }}>
        <Select
          label={t.psychologist}
          options={list.map((item) => ({ id: item.idPsicologo, description: item.nombre }))}
          value={chosen}
          onChange={(value) => setChosen(value === null ? null : Number(value))}
        />
      </Stack>
      {current ? (
        // A new key per psychologist: the calendar reloads from its first week (spec §6).
        <PsychologistCalendar
          key={current.idPsicologo}
          id={current.idPsicologo}
          name={current.nombre}
        />
      ) : (
        <Typography color="text.secondary">{t.choose}</Typography>
      )}
    </Stack>
  );
}
