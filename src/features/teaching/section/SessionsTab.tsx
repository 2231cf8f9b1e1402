import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SesionDocente } from '@generated/main/model';
import { useListarSesionesDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { formatDate } from '@/lib/dates';
import { classHours } from '@/lib/schedule';
import { LoadError } from '@/ui/LoadError';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const PAGE_SIZE = 10;

const columns: TableColumn<SesionDocente>[] = [
  { id: 'numero', header: texts.sessions.number, align: 'right' },
  { id: 'fecha', header: texts.sessions.date, render: (session) => formatDate(session.inicio) },
  {
    id: 'horario',
    header: texts.sessions.hours,
    render: (session) => classHours({ fechaInicio: session.inicio, fechaFin: session.fin }),
  },
  {
    id: 'modalidad',
    header: texts.sessions.modality,
    render: (session) => texts.modality[session.modalidad],
  },
  {
    id: 'estado',
    header: texts.sessions.state,
    render: (session) => (
      <Chip
        size="small"
        variant="outlined"
        color={session.estado === 'DICTADA' ? 'primary' : 'default'}
        label={texts.sessions.states[session.estado]}
      />
    ),
  },
  {
    id: 'asistencia',
    header: texts.sessions.attendance,
    render: (session) => (session.estado === 'DICTADA' ? texts.sessions.counts(session) : '—'),
  },
  {
    id: 'marca',
    header: texts.sessions.teacherMark,
    render: (session) =>
      session.estado === 'DICTADA'
        ? session.marcoDocente
          ? texts.sessions.marked
          : texts.sessions.notMarked
        : '—',
  },
];

/** The section's sessions, the latest first, ten a page read from the server. */
export default function SessionsTab({ sectionId }: { sectionId: number }) {
  const [page, setPage] = useState(1);
  const query = useListarSesionesDocente(
    sectionId,
    { pagina: page, tamanoPagina: PAGE_SIZE },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  if (query.isError) {
    return <LoadError message={texts.sessions.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton variant="rectangular" height={240} />;
  const { sesiones, total } = query.data.results;
  if (total === 0) return <Typography role="status">{texts.sessions.empty}</Typography>;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack spacing={2}>
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={setPage} label={texts.sessions.pages} />
      )}
      <ResponsiveTable
        columns={columns}
        rows={sesiones}
        label={texts.sessions.label}
        pageSize={PAGE_SIZE}
        maxHeight={640}
        getRowKey={(session) => session.idSesion}
      />
    </Stack>
  );
}
