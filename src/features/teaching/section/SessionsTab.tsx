import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SesionDocente } from '@generated/main/model';
import { useListarSesionesDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { formatDate } from '@/lib/dates';
import { classHours } from '@/lib/schedule';
import { Pagination } from '@/ui/Pagination';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
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
  return (
    <QueryState
      query={query}
      loadError={texts.sessions.loadError}
      isEmpty={({ results }) => results.total === 0}
      empty={texts.sessions.empty}
    >
      {({ results: { sesiones, total } }) => {
        const pages = Math.ceil(total / PAGE_SIZE);
        return (
          <Stack spacing={2}>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={page}
                onChange={setPage}
                label={texts.sessions.pages}
              />
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
      }}
    </QueryState>
  );
}
