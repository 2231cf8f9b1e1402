import Stack from '@mui/material/Stack';
import type { ActividadAcompanamiento } from '@generated/main/model';
import { useListarAcompanamientoDocente } from '@generated/main/endpoints/docente-desarrollo/docente-desarrollo';
import { formatDate } from '@/lib/dates';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Tag, type TagColor } from '@/ui/Tag';
import DevelopmentHeader from './DevelopmentHeader';
import { texts } from './texts';

const STATE_COLORS: Record<ActividadAcompanamiento['estado'], TagColor> = {
  PROGRAMADA: 'info',
  REALIZADA: 'success',
  CANCELADA: 'neutral',
};

const t = texts.accompaniment;

const columns: TableColumn<ActividadAcompanamiento>[] = [
  { id: 'fecha', header: t.date, render: (activity) => formatDate(activity.fecha) },
  { id: 'titulo', header: t.title },
  { id: 'tipo', header: t.kind, render: (activity) => t.kinds[activity.tipo] },
  { id: 'responsable', header: t.staff },
  { id: 'curso', header: t.course, render: (activity) => activity.curso ?? t.none },
  {
    id: 'estado',
    header: t.state,
    render: (activity) => (
      <Tag size="small" color={STATE_COLORS[activity.estado]} label={t.states[activity.estado]} />
    ),
  },
  {
    id: 'resultado',
    header: t.outcome,
    render: (activity) => (activity.resultado ? t.outcomes[activity.resultado] : t.none),
  },
  { id: 'comentario', header: t.comment, render: (activity) => activity.comentario ?? t.none },
];

/**
 * /docentes/linea-desarrollo/ruta-acompanamiento: the teacher's classroom observations and
 * feedback sessions, the latest first, with their state and outcome.
 */
export default function AccompanimentPage() {
  const query = useListarAcompanamientoDocente({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <DevelopmentHeader page="accompaniment" intro={t.intro} />
      <QueryState
        query={query}
        loadError={t.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={t.empty}
      >
        {({ results }) => (
          <ResponsiveTable
            columns={columns}
            rows={results}
            label={t.label}
            getRowKey={(activity) => activity.idActividad}
          />
        )}
      </QueryState>
    </Stack>
  );
}
