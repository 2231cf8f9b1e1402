import type { SeccionPasada } from '@generated/main/model';
import { useListarHistorialSeccionDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { historyHref } from '../history/historyHref';
import { texts } from '../texts';

interface HistoryTabProps {
  sectionId: number;
  /** The class's own address segment, '{course-slug}-{sectionId}'. */
  classSlug: string;
}

/** The past periods in which the teacher taught this course, each with its results. */
export default function HistoryTab({ sectionId, classSlug }: HistoryTabProps) {
  const query = useListarHistorialSeccionDocente(sectionId, {
    query: { meta: { silentError: true } },
  });
  const columns: TableColumn<SeccionPasada>[] = [
    {
      id: 'codigoPeriodo',
      header: texts.history.period,
      render: (item) => (
        <RouterLink
          href={historyHref(classSlug, item.codigoPeriodo, item.idSeccion)}
          aria-label={texts.history.open(item.codigoPeriodo, item.codigoGrupo)}
        >
          {item.codigoPeriodo}
        </RouterLink>
      ),
    },
    { id: 'codigoGrupo', header: texts.classes.group },
    { id: 'estudiantes', header: texts.history.students, align: 'right' },
    { id: 'aprobados', header: texts.history.passed, align: 'right' },
    { id: 'desaprobados', header: texts.history.failed, align: 'right' },
    {
      id: 'promedio',
      header: texts.history.average,
      align: 'right',
      render: (item) =>
        item.promedio === null ? texts.history.noAverage : item.promedio.toFixed(2),
    },
  ];
  return (
    <QueryState
      query={query}
      loadError={texts.history.loadError}
      skeleton={<Skeleton variant="rectangular" height={160} />}
      isEmpty={({ results }) => results.length === 0}
      empty={texts.history.empty}
    >
      {({ results }) => (
        <ResponsiveTable
          columns={columns}
          rows={results}
          label={texts.history.label}
          getRowKey={(item) => item.idSeccion}
        />
      )}
    </QueryState>
  );
}
