import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useParams } from 'react-router';
import { Loading, Title } from 'react-admin';
import { useObtenerReporteProgramacion } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import type { ReporteProgramacionResponseResults } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import type { TableColumn } from '@/ui/ResponsiveTable';
import ReportTable from './ReportTable';
import { texts } from './texts';

type Report = ReporteProgramacionResponseResults;
type Load = Report['cargaDocentes'][number];
type Programme = Report['horasPorPrograma'][number];
type Unstaffed = Report['seccionesSinDocente'][number];

const hours = (value: number | null) => texts.hours(value ?? 0);
const chartHeight = (bands: number) => 90 + 40 * bands;

const loadColumns: TableColumn<Load>[] = [
  { id: 'nombre', header: texts.teacher },
  { id: 'secciones', header: texts.sectionCount, align: 'right' },
  { id: 'horas', header: texts.weeklyHours, align: 'right', render: (row) => hours(row.horas) },
];
const programmeColumns: TableColumn<Programme>[] = [
  { id: 'programa', header: texts.programme },
  { id: 'secciones', header: texts.sectionCount, align: 'right' },
  { id: 'horas', header: texts.totalHours, align: 'right', render: (row) => hours(row.horas) },
  {
    id: 'horasAsignadas',
    header: texts.staffedHours,
    align: 'right',
    render: (row) => hours(row.horasAsignadas),
  },
];
const unstaffedColumns: TableColumn<Unstaffed>[] = [
  { id: 'curso', header: texts.course },
  { id: 'codigoGrupo', header: texts.group },
  { id: 'programa', header: texts.programme, render: (row) => `${row.programa} · ${row.ciclo}` },
  {
    id: 'horasSemanales',
    header: texts.weeklyHours,
    align: 'right',
    render: (row) => hours(row.horasSemanales),
  },
];

/**
 * /admin/programacion-docente/reporteria/{id}: a process's load per teacher, hours by programme
 * and sections without a teacher, each as a chart (a picture to assistive technology; its table
 * reads the data out) and a table with its CSV.
 */
export default function ReportPage() {
  const id = Number(useParams().id);
  const query = useObtenerReporteProgramacion(id, { query: { meta: { silentError: true } } });
  const { palette } = useTheme();
  const report = query.data?.results;
  const capitalize = useCapitalizeName();
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <Title
        title={
          report ? texts.reportTitle(capitalize(report.sede), report.periodo) : texts.reportsTitle
        }
      />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Loading />}
      {report && (
        <>
          <ReportTable
            title={texts.teacherLoad}
            rows={report.cargaDocentes}
            columns={loadColumns}
            csv={(row) => [row.nombre, row.secciones, row.horas]}
            fileName="carga-docente"
            empty={texts.noLoad}
            chart={
              <Box role="img" aria-label={texts.teacherLoadChart(report.maxHorasSemanales)}>
                <BarChart
                  layout="horizontal"
                  height={chartHeight(report.cargaDocentes.length)}
                  dataset={report.cargaDocentes}
                  yAxis={[{ scaleType: 'band', dataKey: 'nombre', width: 'auto' }]}
                  xAxis={[{ min: 0, max: Math.max(report.maxHorasSemanales, 1), tickMinStep: 1 }]}
                  series={[{ dataKey: 'horas', label: texts.weeklyHours, valueFormatter: hours }]}
                  hideLegend
                  disableKeyboardNavigation
                />
              </Box>
            }
          />
          <ReportTable
            title={texts.programmeHours}
            rows={report.horasPorPrograma}
            columns={programmeColumns}
            csv={(row) => [row.programa, row.secciones, row.horas, row.horasAsignadas]}
            fileName="horas-por-programa"
            empty={texts.empty}
            chart={
              <Box role="img" aria-label={texts.programmeHoursChart}>
                <BarChart
                  layout="horizontal"
                  height={chartHeight(report.horasPorPrograma.length)}
                  dataset={report.horasPorPrograma}
                  yAxis={[{ scaleType: 'band', dataKey: 'programa', width: 'auto' }]}
                  xAxis={[{ min: 0, tickMinStep: 1 }]}
                  series={[
                    {
                      dataKey: 'horas',
                      label: texts.totalHours,
                      color: palette.primary.main,
                      valueFormatter: hours,
                    },
                    {
                      dataKey: 'horasAsignadas',
                      label: texts.staffedHours,
                      color: palette.success.main,
                      valueFormatter: hours,
                    },
                  ]}
                  disableKeyboardNavigation
                />
              </Box>
            }
          />
          <ReportTable
            title={texts.unstaffed}
            rows={report.seccionesSinDocente}
            columns={unstaffedColumns}
            csv={(row) => [
              row.curso,
              row.codigoGrupo,
              `${row.programa} · ${row.ciclo}`,
              row.horasSemanales,
            ]}
            fileName="secciones-sin-docente"
            empty={texts.noUnstaffed}
          />
        </>
      )}
    </Stack>
  );
}
