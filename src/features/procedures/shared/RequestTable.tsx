import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { SolicitudResumen } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';
import EstadoTag from './EstadoTag';

interface RequestTableProps {
  rows: readonly SolicitudResumen[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  hrefOf: (row: SolicitudResumen) => string;
  /** Shown instead of an empty table. */
  empty: string;
  /** The requester column, for managers. */
  showRequester?: boolean;
}

/** A page of requests (cards on phones), each opening its detail, and the pages. */
export default function RequestTable(props: RequestTableProps) {
  const { rows, total, page, pageSize, onPage, hrefOf, empty, showRequester = false } = props;
  const capitalize = useCapitalizeName();
  const columns: TableColumn<SolicitudResumen>[] = [
    {
      id: 'numero',
      header: texts.number,
      render: (row) => (
        <Link to={hrefOf(row)} aria-label={texts.open(row.numero)}>
          {row.numero}
        </Link>
      ),
    },
    { id: 'tipo', header: texts.type, render: (row) => row.tipo.nombre },
    ...(showRequester
      ? [
          {
            id: 'solicitante',
            header: texts.requester,
            render: (row: SolicitudResumen) =>
              `${capitalize(row.solicitante.nombre)} (${row.solicitante.codigo})`,
          },
          {
            id: 'sede',
            header: texts.campus,
            render: (row: SolicitudResumen) => (row.sede ? capitalize(row.sede) : '—'),
          },
        ]
      : []),
    { id: 'fecha', header: texts.filed, render: (row) => formatDate(row.fechaRegistro) },
    {
      id: 'vence',
      header: texts.due,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{formatDate(row.fechaVencimiento)}</span>
          {row.vencido && <Tag label={texts.overdue} color="error" size="small" />}
        </Stack>
      ),
    },
    {
      id: 'estado',
      header: texts.state,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <EstadoTag estado={row.estado} />
          {!showRequester && row.estado === 'OBSERVADO' && (
            <Tag label={texts.needsAnswer} color="warning" size="small" />
          )}
        </Stack>
      ),
    },
    ...(showRequester
      ? [
          {
            id: 'encargado',
            header: texts.manager,
            render: (row: SolicitudResumen) =>
              row.encargado ? capitalize(row.encargado.nombre) : '—',
          },
        ]
      : []),
  ];
  if (total === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack spacing={2}>
      <ResponsiveTable
        label={texts.listLabel}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.idSolicitud}
        // The server pages: the table shows the whole page it answered.
        pageSize={pageSize}
      />
      {pages > 1 && <Pagination count={pages} page={page} onChange={onPage} label={texts.pages} />}
    </Stack>
  );
}
