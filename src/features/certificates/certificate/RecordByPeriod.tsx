import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CursoCertificado, PeriodoCertificado } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from '../texts';

const t = texts.certificate;

const columnsFor = (
  capitalize: (name: string) => string,
): readonly TableColumn<CursoCertificado>[] => [
  // Course names as the institute typed them ('inglés técnico i'): spec §5 (issue 54).
  { id: 'curso', header: t.columns.course, render: (course) => capitalize(course.curso) },
  { id: 'ciclo', header: t.columns.cycle },
  { id: 'nota', header: t.columns.grade, align: 'right' },
  { id: 'creditos', header: t.columns.credits, align: 'right' },
];

/** The record a certificate states: one table of courses per period. */
export default function RecordByPeriod({ periods }: { periods: readonly PeriodoCertificado[] }) {
  const capitalize = useCapitalizeName();
  const columns = useMemo(() => columnsFor(capitalize), [capitalize]);
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
          columns={columns}
          rows={period.cursos}
          pageSize={10}
          // The record is the page's content: on a phone its cards follow the page's scroll
          // instead of a 360 px slot that cut them mid-card (issue 54).
          maxHeight="none"
          getRowKey={(course) => course.curso}
        />
      ))}
    </Stack>
  );
}
