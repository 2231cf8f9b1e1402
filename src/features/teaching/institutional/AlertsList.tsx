import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AlertaDocente } from '@generated/main/model';
import { useListarAlertasDocente } from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { Pagination } from '@/ui/Pagination';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
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
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.list}
      </Typography>
      <QueryState
        query={query}
        loadError={t.loadError}
        isEmpty={({ results }) => results.total === 0}
        empty={t.empty}
      >
        {({ results }) => {
          const pages = Math.ceil(results.total / PAGE_SIZE);
          return (
            <>
              <ResponsiveTable
                columns={alertColumns(capitalize)}
                rows={results.alertas}
                label={t.list}
                pageSize={PAGE_SIZE}
                getRowKey={(alert) => alert.idAlerta}
              />
              {pages > 1 && (
                <Pagination count={pages} page={page} onChange={setPage} label={t.pages} />
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
