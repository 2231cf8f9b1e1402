import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CursoCertificado, PeriodoCertificado } from '@generated/main/model';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from '../texts';

const t = texts.certificate;

const COLUMNS: readonly TableColumn<CursoCertificado>[] = [
  { id: 'curso', header: t.columns.course },
  { id: 'ciclo', header: t.columns.cycle },
  { id: 'nota', header: t.columns.grade, align: 'right' },
  { id: 'creditos', header: t.columns.credits, align: 'right' },
];

/** The record a certificate states: one table of courses per period. */
export default function RecordByPeriod({ periods }: { periods: readonly PeriodoCertificado[] }) {
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t.record}
      </Typography>
      {periods.length === 0 && <Typography>{t.noRecord}</Typography>}
      {periods.map((period) => (
        <ResponsiveTable
          key={period.periodo}
          label={t.period(period.periodo)}
          caption={t.period(period.periodo)}
          columns={COLUMNS}
          rows={period.cursos}
          pageSize={10}
          getRowKey={(course) => course.curso}
        />
      ))}
    </Stack>
  );
}
