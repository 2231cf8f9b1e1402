import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Dimension360 } from '@generated/main/model';
import { formatScore } from './score';
import { texts } from './texts';

const SOURCES = ['autoevaluacion', 'estudiantes', 'pares', 'jefatura'] as const;

/**
 * Each dimension as a band of four horizontal bars, one per source, on the 1-5 scale (names fit
 * beside them on a phone). To assistive technology it is one picture; the table reads out its data.
 */
export default function Evaluation360Chart({
  dimensions,
  label,
}: {
  dimensions: readonly Dimension360[];
  label: string;
}) {
  const { palette } = useTheme();
  const colors = [
    palette.primary.main,
    palette.info.main,
    palette.success.main,
    palette.warning.main,
  ];
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        layout="horizontal"
        height={Math.max(320, dimensions.length * 90)}
        dataset={dimensions.map((dimension) => ({ ...dimension }))}
        yAxis={[{ scaleType: 'band', dataKey: 'dimension', width: 'auto' }]}
        xAxis={[
          { min: 0, max: 5, tickMinStep: 1, valueFormatter: (value: number) => formatScore(value) },
        ]}
        series={SOURCES.map((source, index) => ({
          dataKey: source,
          label: texts.sources[source],
          color: colors[index],
          valueFormatter: (value: number | null) => (value === null ? '' : formatScore(value)),
        }))}
        disableKeyboardNavigation
      />
    </Box>
  );
}
