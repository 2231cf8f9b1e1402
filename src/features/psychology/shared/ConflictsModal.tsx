import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GuardarDisponibilidadResponseResults } from '@generated/main/model';
import { formatDate, formatTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from '../texts';

const t = texts.calendar;

interface Row {
  fechaInicio: string;
  fechaFin: string;
  mensaje: string;
}

const columns: readonly TableColumn<Row>[] = [
  { id: 'fecha', header: t.columns.date, render: (row) => formatDate(row.fechaInicio) },
  {
    id: 'horario',
    header: t.columns.time,
    render: (row) => `${formatTime(row.fechaInicio)} - ${formatTime(row.fechaFin)}`,
  },
  { id: 'mensaje', header: t.columns.message },
];

interface ConflictsModalProps {
  result: GuardarDisponibilidadResponseResults | null;
  onClose: () => void;
}

/** spec §8: what a save did, and each refused slot with its date, time range and reason. */
export default function ConflictsModal({ result, onClose }: ConflictsModalProps) {
  const rows = (result?.agendasConflictos ?? []).flatMap((entry) =>
    entry.observadas.map((slot) => ({ ...slot, mensaje: entry.mensaje })),
  );
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      variant="questionnaire"
      title={t.conflictsTitle}
      actions={<Button onClick={onClose}>{t.close}</Button>}
    >
      {result && (
        <Stack spacing={2}>
          <Typography>
            {t.summary(result.guardados, result.eliminados, result.conflictos)}
          </Typography>
          <ResponsiveTable
            label={t.conflictsTable}
            columns={columns}
            rows={rows}
            getRowKey={(row) => `${row.fechaInicio}-${row.mensaje}`}
          />
        </Stack>
      )}
    </Modal>
  );
}
