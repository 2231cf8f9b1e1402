import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AlertaDocente } from '@generated/main/model';
import { useListarAlertasDocente } from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Skeleton } from '@/ui/Skeleton';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

const t = texts.alerts;
const PAGE_SIZE = 10;

const STATE_COLORS: Record<AlertaDocente['estado'], TagColor> = {
  REGISTRADA: 'info',
  EN_ATENCION: 'warning',
  ATENDIDA: 'success',
};

const alertColumns = (capitalize: (name: string) => string): TableColumn<AlertaDocente>[] => [
  { id: 'fecha', header: t.date, render: (alert) => formatDate(alert.fecha) },
  {
    id: 'estudiante',
    header: t.student,
    render: (alert) => t.studentOption(capitalize(alert.estudiante), alert.codigoEstudiante),
  },
  {
    id: 'curso',
    header: t.section,
    render: (alert) => t.sectionOption(capitalize(alert.curso), alert.codigoGrupo),
  },
  { id: 'motivo', header: t.reason, render: (alert) => t.reasons[alert.motivo] },
  { id: 'comentario', header: t.comment },
  {
    id: 'estado',
    header: t.state,
    render: (alert) => (
      <Tag size="small" color={STATE_COLORS[alert.estado]} label={t.states[alert.estado]} />
    ),
  },
];

/** The teacher's alerts, the latest first, ten a page read from the server. */
export default function AlertsList() {
  const [page, setPage] = useState(1);
  const capitalize = useCapitalizeName();
  const query = useListarAlertasDocente(
    { pagina: page, tamanoPagina: PAGE_SIZE },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  const results = query.data?.results;
  const pages = results ? Math.ceil(results.total / PAGE_SIZE) : 0;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.list}
      </Typography>
      {query.isError && <LoadError message={t.loadError} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {results?.total === 0 && <Typography role="status">{t.empty}</Typography>}
      {results && results.total > 0 && (
        <>
          <ResponsiveTable
            columns={alertColumns(capitalize)}
            rows={results.alertas}
            label={t.list}
            pageSize={PAGE_SIZE}
            getRowKey={(alert) => alert.idAlerta}
          />
          {pages > 1 && <Pagination count={pages} page={page} onChange={setPage} label={t.pages} />}
        </>
      )}
    </Stack>
  );
}
