import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarCitasPsicologo } from '@generated/main/endpoints/asesoria/asesoria';
import type { CitasPsicologoResponseResultsItem } from '@generated/main/model';
import { useState } from 'react';
import { formatDate, formatTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import AppointmentState from '../shared/AppointmentState';
import NotesDialog from './NotesDialog';

const t = texts.psychologist;

function Session({ session }: { session: CitasPsicologoResponseResultsItem }) {
  const [editing, setEditing] = useState(false);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatDate(session.fechaHoraInicio)} {formatTime(session.fechaHoraInicio)}
        </Typography>
        <AppointmentState state={session.estado} />
        <Typography color="text.secondary">
          {texts.appointment.modalities[session.modalidad]}
        </Typography>
      </Stack>
      <Typography>
        {t.student}: {session.alumno}
      </Typography>
      <Typography>
        {t.reason}: {session.motivo}
      </Typography>
      {session.notas && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {t.notes}: {session.notas}
        </Typography>
      )}
      {session.estado !== 'CANCELADA' && (
        <Button
          variant="text"
          size="small"
          aria-label={`${t.editNotes}: ${session.alumno}`}
          onClick={() => setEditing(true)}
        >
          {t.editNotes}
        </Button>
      )}
      {editing && <NotesDialog session={session} onClose={() => setEditing(false)} />}
    </Box>
  );
}

function Group({
  title,
  sessions,
}: {
  title: string;
  sessions: CitasPsicologoResponseResultsItem[];
}) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {sessions.length === 0 ? (
        <Typography color="text.secondary">{t.noSessions}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {sessions.map((session) => (
            <Session key={session.idCita} session={session} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The psychologist's sessions: upcoming first, then past ones, with their private notes. */
export default function SessionsList() {
  const query = useListarCitasPsicologo({ query: { meta: { silentError: true } } });
  if (query.isError) {
    return <LoadError message={t.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton variant="rectangular" height={240} />;
  const sessions = query.data.results;
  return (
    <Stack spacing={3}>
      <Group title={t.upcoming} sessions={sessions.filter((s) => s.estado === 'AGENDADA')} />
      <Group title={t.past} sessions={sessions.filter((s) => s.estado !== 'AGENDADA')} />
    </Stack>
  );
}
