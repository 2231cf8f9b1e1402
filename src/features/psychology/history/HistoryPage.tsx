import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarCitasAlumno } from '@generated/main/endpoints/asesoria/asesoria';
import { useEffect, useRef } from 'react';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { useNow } from '@/ui/RelativeTime';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AppointmentCard from '../shared/AppointmentCard';
import CalendarFileButton from '../shared/CalendarFileButton';
import CancelAppointmentButton from '../shared/CancelAppointmentButton';
import { offersCalendar } from '../shared/offersCalendar';

const t = texts.history;

/** /estudiantes/servicios/orientacion-psicologica/historial: every appointment with its state. */
export default function HistoryPage() {
  const query = useListarCitasAlumno({ query: { meta: { silentError: true } } });
  // A session that ends while the page is open stops offering the calendar within a minute.
  const now = useNow(60_000);
  // Cancelling removes 'Cancelar cita', which had the focus, and left it on the page's body
  // (issue 54): once the list shows the appointment cancelled, the focus goes to the list.
  const list = useRef<HTMLUListElement>(null);
  const cancelling = useRef<number | null>(null);
  const appointments = query.data?.results;
  useEffect(() => {
    const done = appointments?.some(
      (cita) => cita.idCita === cancelling.current && cita.estado === 'CANCELADA',
    );
    if (!done) return;
    list.current?.focus();
    cancelling.current = null;
  }, [appointments]);
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro}>
        <RouterLink href={paths.estudiantes_orientacion_agendar.getHref()}>{t.book}</RouterLink>
      </PageHeader>
      {query.isError && <LoadError message={t.loadError} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {query.data &&
        (query.data.results.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <Stack
            component="ul"
            ref={list}
            tabIndex={-1}
            spacing={1.5}
            aria-label={t.title}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {query.data.results.map((cita) => (
              <AppointmentCard
                key={cita.idCita}
                cita={cita}
                actions={
                  cita.estado !== 'CANCELADA' && (
                    <>
                      {cita.modificable && (
                        <CancelAppointmentButton
                          cita={cita}
                          onCancelled={() => (cancelling.current = cita.idCita)}
                        />
                      )}
                      {offersCalendar(cita, now) && <CalendarFileButton cita={cita} />}
                    </>
                  )
                }
              />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
