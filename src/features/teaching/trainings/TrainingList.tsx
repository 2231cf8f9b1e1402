import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EstadoCapacitacion, TipoCapacitacion } from '@generated/main/model';
import { useListarCapacitacionesDocente } from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { LoadError } from '@/ui/LoadError';
import { Pagination } from '@/ui/Pagination';
import { Skeleton } from '@/ui/Skeleton';
import TrainingGrid from './TrainingGrid';
import { texts } from './texts';

/** Cards a page: two full rows at three a row. */
export const PAGE_SIZE = 6;

/** Which of the teacher's trainings each list shows: by state, kind, or both. */
const LISTS = {
  // /docentes/capacitaciones/en-curso: the nearest end first.
  inProgress: { estado: 'EN_CURSO' },
  // /docentes/capacitaciones/finalizadas: the latest passed first.
  finished: { estado: 'FINALIZADA' },
  // /docentes/capacitaciones/otras-capacitaciones: the optional ones.
  others: { tipo: 'OTRA' },
  // /docentes/institucional/capacitacionessst: occupational safety and health, mandatory.
  sst: { tipo: 'SST' },
  // /docentes/institucional/capacitacionintegridad: integrity, mandatory.
  integrity: { tipo: 'INTEGRIDAD' },
} satisfies Record<
  keyof typeof texts.lists,
  { estado?: EstadoCapacitacion; tipo?: TipoCapacitacion }
>;

export interface TrainingListProps {
  list: keyof typeof LISTS;
}

/** A page of the teacher's trainings read from the server, six at a time. */
export default function TrainingList({ list }: TrainingListProps) {
  const filter: { estado?: EstadoCapacitacion; tipo?: TipoCapacitacion } = LISTS[list];
  const copy = texts.lists[list];
  const [page, setPage] = useState(1);
  const query = useListarCapacitacionesDocente(
    { ...filter, pagina: page, tamanoPagina: PAGE_SIZE },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  const results = query.data?.results;
  const pages = results ? Math.ceil(results.total / PAGE_SIZE) : 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography
          component="h1"
          variant="h5"
          data-tour="tour-capacitaciones"
          sx={{ fontWeight: 700 }}
        >
          {copy.title}
        </Typography>
        <Typography color="text.secondary">{copy.intro}</Typography>
      </Box>
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {results?.total === 0 && <Typography role="status">{copy.empty}</Typography>}
      {results && results.total > 0 && (
        <>
          <TrainingGrid trainings={results.capacitaciones} label={copy.title} />
          {pages > 1 && (
            <Pagination count={pages} page={page} onChange={setPage} label={texts.pages} />
          )}
        </>
      )}
    </Stack>
  );
}
