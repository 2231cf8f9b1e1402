import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useListarAsesoriasDisponibles,
  useListarCitasAlumno,
  useListarPsicologos,
} from '@generated/main/endpoints/asesoria/asesoria';
import type { AsesoriasDisponiblesResponseResultsItem } from '@generated/main/model';
import { useEffect, useRef, useState } from 'react';
import { addDays } from '@/lib/psychology/slotRules';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Select } from '@/ui/Select';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AppointmentCard from '../shared/AppointmentCard';
import CancelAppointmentButton from '../shared/CancelAppointmentButton';
import { useWeek } from '../shared/useWeek';
import WeekNavigator from '../shared/WeekNavigator';
import BookingDialog from './BookingDialog';
import FreeSlots from './FreeSlots';

const t = texts.booking;
// spec §9: the psychologists open at most two weeks, this one and the next.
const WINDOW_WEEKS = 2;
const ANY = 0;

/**
 * /estudiantes/servicios/orientacion-psicologica/agendar: the free slots of the week, of every
 * psychologist or one; one upcoming appointment at a time, which can be cancelled or moved to
 * another free slot until the cut-off.
 */
export default function BookingPage() {
  const { firstMonday, monday, setMonday, range } = useWeek();
  const [psychologist, setPsychologist] = useState(ANY);
  const [picked, setPicked] = useState<AsesoriasDisponiblesResponseResultsItem | null>(null);
  const psychologists = useListarPsicologos();
  const appointments = useListarCitasAlumno({ query: { meta: { silentError: true } } });
  const slots = useListarAsesoriasDisponibles(
    { ...range, ...(psychologist !== ANY && { idPsicologo: psychologist }) },
    { query: { meta: { silentError: true } } },
  );
  const upcoming = appointments.data?.results.find((cita) => cita.estado === 'AGENDADA') ?? null;
  // Booking and cancelling remove the button that had the focus (the slot taken, 'Cancelar
  // cita'), which left it on the page's body (issue 54): it goes to the section that changed,
  // once the reloaded appointments show the change.
  const upcomingHeading = useRef<HTMLHeadingElement>(null);
  const slotsHeading = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<'booked' | 'cancelled' | null>(null);
  // Which appointment at which time: a moved one changes its time, not its id.
  const booked = upcoming ? `${upcoming.idCita}@${upcoming.fechaHoraInicio}` : null;
  useEffect(() => {
    const heading =
      focusAfter.current === 'booked' && booked !== null
        ? upcomingHeading.current
        : focusAfter.current === 'cancelled' && booked === null
          ? slotsHeading.current
          : null;
    if (!heading) return;
    heading.focus();
    focusAfter.current = null;
  }, [booked]);
  const options = [
    { id: ANY, description: t.anyPsychologist },
    ...(psychologists.data?.results ?? []).map((item) => ({
      id: item.idPsicologo,
      description: item.nombre,
    })),
  ];
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro}>
        <RouterLink href={paths.estudiantes_orientacion_historial.getHref()}>
          {t.history}
        </RouterLink>
      </PageHeader>
      {upcoming && (
        <Stack component="section" spacing={1} aria-label={t.upcomingTitle}>
          <Typography component="h2" variant="h6" ref={upcomingHeading} tabIndex={-1}>
            {t.upcomingTitle}
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <AppointmentCard
              cita={upcoming}
              actions={
                upcoming.modificable && (
                  <CancelAppointmentButton
                    cita={upcoming}
                    onCancelled={() => (focusAfter.current = 'cancelled')}
                  />
                )
              }
            />
          </Stack>
          <Typography color="text.secondary">
            {upcoming.modificable ? t.oneAtATime : texts.history.cutoff(12)}
          </Typography>
        </Stack>
      )}
      <Stack component="section" spacing={2} aria-label={t.freeSlots}>
        <Typography component="h2" variant="h6" ref={slotsHeading} tabIndex={-1}>
          {upcoming?.modificable ? t.rescheduling : t.freeSlots}
        </Typography>
        <Stack sx={{ maxWidth: 400 }}>
          <Select
            label={t.psychologist}
            options={options}
            value={psychologist}
            onChange={(value) => setPsychologist(value === null ? ANY : Number(value))}
          />
        </Stack>
        <WeekNavigator
          monday={monday}
          first={firstMonday}
          last={addDays(firstMonday, 7 * (WINDOW_WEEKS - 1))}
          onChange={setMonday}
        />
        {slots.isError || appointments.isError ? (
          <LoadError
            message={t.loadError}
            onRetry={() => void Promise.all([slots.refetch(), appointments.refetch()])}
          />
        ) : !slots.data || !appointments.data ? (
          <Skeleton variant="rectangular" height={200} />
        ) : (
          <FreeSlots
            slots={slots.data.results}
            disabled={upcoming !== null && !upcoming.modificable}
            onPick={setPicked}
          />
        )}
      </Stack>
      {picked && (
        <BookingDialog
          slot={picked}
          moving={upcoming}
          onClose={() => setPicked(null)}
          onBooked={() => (focusAfter.current = 'booked')}
          onRefused={() => void slots.refetch()}
        />
      )}
    </Stack>
  );
}
