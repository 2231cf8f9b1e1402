import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReporteResumen } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { chartHeight } from './chartHeight';
import { formatFigure } from './formatFigure';
import type { ReportConfig } from './reportConfig';
import { groupsAreNames } from './reportNames';

/** The group names' room on a phone, out of some 340 px: the bars keep the larger part. */
const PHONE_AXIS_WIDTH = 120;

/**
 * The summary's figures as horizontal bars, one band per group (names fit beside them on a
 * phone). To assistive technology it is one picture; the table after it reads out its data.
 */
export default function ReportChart({
  report,
  resumen,
  label,
}: {
  report: ReportConfig;
  resumen: ReporteResumen;
  label: string;
}) {
  const { palette, breakpoints } = useTheme();
  // Sized to its longest name, the group axis took 440 of a phone's 340 px and the bars' area got
  // a negative width (issue 54): on a phone it keeps a fixed share, and the chart shortens the
  // names with an ellipsis (the table after it reads them in full).
  const phone = useMediaQuery(breakpoints.down('sm'));
  const capitalize = useCapitalizeName();
  const names = groupsAreNames(resumen.agrupadoPor);
  const drawn = resumen.columnas.filter((column) => report.series.includes(column.clave));
  const colors = report.stacked
    ? [palette.success.main, palette.warning.main, palette.error.main]
    : [palette.primary.main];
  const percent = drawn.every((column) => column.tipo === 'porcentaje');
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        layout="horizontal"
        height={chartHeight(resumen.filas.length)}
        dataset={resumen.filas}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'grupo',
            width: phone ? PHONE_AXIS_WIDTH : 'auto',
            valueFormatter: (group: unknown) =>
              names ? capitalize(String(group ?? '')) : String(group ?? ''),
          },
        ]}
        xAxis={[
          {
            tickMinStep: 1,
            ...(percent && { min: 0, max: 100 }),
            valueFormatter: (value: number) => formatFigure(drawn[0]!, value),
          },
        ]}
        series={drawn.map((column, index) => ({
          dataKey: column.clave,
          label: column.titulo,
          color: colors[index % colors.length],
          ...(report.stacked && { stack: 'total' }),
          valueFormatter: (value: number | null) => formatFigure(column, value),
        }))}
        hideLegend={drawn.length === 1}
        disableKeyboardNavigation
      />
    </Box>
  );
}
