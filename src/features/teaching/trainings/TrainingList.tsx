import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { EstadoCapacitacion, TipoCapacitacion } from '@generated/main/model';
import { useListarCapacitacionesDocente } from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { QueryState } from '@/ui/QueryState';
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
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        tourAnchor="tour-capacitaciones"
        spacing={0}
      />
      <QueryState
        query={query}
        loadError={texts.loadError}
        isEmpty={({ results }) => results.total === 0}
        empty={copy.empty}
      >
        {({ results }) => {
          const pages = Math.ceil(results.total / PAGE_SIZE);
          return (
            <>
              <TrainingGrid trainings={results.capacitaciones} label={copy.title} />
              {pages > 1 && (
                <Pagination count={pages} page={page} onChange={setPage} label={texts.pages} />
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
