import type {
  HistorialNotasResponseResults,
  HistorialNotasResponseResultsPeriodosItem as Period,
} from '@generated/main/model';
import { paths } from '@/routes';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { formatAverage } from '../shared/courseState';
import { texts } from '../texts';
import { useCapitalizeName } from '@/lib/text';

const { history } = texts;

interface PeriodTableProps {
  programme: HistorialNotasResponseResults;
  /** The history's first segment ({programme-slug}-{productId}); a period adds one more. */
  slug: string;
}

/** Every period of a programme's history with its average and credits, each leading to its grades. */
export default function PeriodTable({ programme, slug }: PeriodTableProps) {
  const capitalize = useCapitalizeName();
  const columns: TableColumn<Period>[] = [
    {
      id: 'codigoPeriodo',
      header: history.period,
      render: (period) => (
        <RouterLink
          href={paths.estudiantes_historial_notas.getHref({ slug, slug2: period.codigoPeriodo })}
          aria-label={history.open(period.codigoPeriodo)}
        >
          {period.codigoPeriodo}
        </RouterLink>
      ),
    },
    {
      id: 'promedio',
      header: history.average,
      align: 'right',
      render: (period) => formatAverage(period.promedio) ?? '—',
    },
    { id: 'creditos', header: history.credits, align: 'right' },
    { id: 'cursos', header: history.courses, align: 'right', render: (p) => p.cursos.length },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={programme.periodos}
      label={history.periods(capitalize(programme.nombreProducto))}
      getRowKey={(period) => period.codigoPeriodo}
    />
  );
}
