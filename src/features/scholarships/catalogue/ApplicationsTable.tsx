import Typography from '@mui/material/Typography';
import type { SolicitudBeca, SolicitudBecaEstado } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const COLORS: Record<SolicitudBecaEstado, TagColor> = {
  OTORGADA: 'success',
  POR_VENCER: 'warning',
  EN_EVALUACION: 'info',
  RECHAZADA: 'error',
};

const detail = (row: SolicitudBeca) => {
  if (row.motivoRechazo) return texts.rejected(row.motivoRechazo);
  if (row.vigenteHasta) return texts.validUntil(formatDate(row.vigenteHasta));
  return texts.inEvaluation;
};

const COLUMNS: readonly TableColumn<SolicitudBeca>[] = [
  { id: 'beca', header: texts.columns.scholarship },
  { id: 'periodo', header: texts.columns.period },
  {
    id: 'estado',
    header: texts.columns.state,
    render: (row) => (
      <Tag label={texts.states[row.estado]} color={COLORS[row.estado]} size="small" />
    ),
  },
  { id: 'detalle', header: texts.columns.detail, render: detail },
];

/** The student's applications, newest period first, each with its state and what it means. */
export default function ApplicationsTable({ rows }: { rows: SolicitudBeca[] }) {
  if (rows.length === 0) {
    return <Typography color="text.secondary">{texts.noApplications}</Typography>;
  }
  return (
    <ResponsiveTable
      label={texts.applications}
      columns={COLUMNS}
      rows={rows}
      getRowKey={(row) => row.idSolicitud}
    />
  );
}
