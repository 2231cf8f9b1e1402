import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';
import { doughnutTexts } from '../texts';

/** spec §9: out of 100, 166 px across, a 7 px ring. */
export const DOUGHNUT_LIMIT = 100;
export const DOUGHNUT_SIZE = 166;
export const DOUGHNUT_STROKE = 7;

export interface DoughnutChartProps {
  /** The amount reached, between 0 and `limit`. */
  value: number;
  /** The amount that closes the ring. @default 100 */
  limit?: number;
  /** What is measured; starts the description screen readers hear. @default 'Avance' */
  label?: string;
  /** Diameter in px. @default 166 */
  size?: number;
  /** Ring thickness in px. @default 7 */
  stroke?: number;
}

/** Radii of the ring: it touches the box's edge and is `stroke` px thick. */
export const ringRadii = (size: number, stroke: number) => ({
  outerRadius: size / 2,
  innerRadius: size / 2 - stroke,
});

/** A ring filled in proportion to `value / limit`, with the percentage in its centre. */
export default function DoughnutChart({
  value,
  limit = DOUGHNUT_LIMIT,
  label = doughnutTexts.label,
  size = DOUGHNUT_SIZE,
  stroke = DOUGHNUT_STROKE,
}: DoughnutChartProps) {
  const { palette } = useTheme();
  // spec §5: values outside 0..limit are a caller's mistake and say so instead of drawing.
  const error =
    value < 0 ? doughnutTexts.negative : value > limit ? doughnutTexts.overLimit(limit) : null;
  if (error) {
    return (
      <Typography variant="body2" color="error" sx={{ maxWidth: Math.max(size, 280) }}>
        {error}
      </Typography>
    );
  }
  const percent = limit > 0 ? Math.round((value / limit) * 100) : 0;
  return (
    <Box
      role="img"
      aria-label={doughnutTexts.description(label, value, limit, percent)}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <PieChart
        width={size}
        height={size}
        margin={0}
        hideLegend
        disableKeyboardNavigation
        skipAnimation
        slotProps={{ tooltip: { trigger: 'none' } }}
        sx={{ [`& .${pieClasses.arc}`]: { stroke: 'none' } }}
        series={[
          {
            data: [
              { id: 'value', value, color: palette.primary.main },
              { id: 'rest', value: limit - value, color: palette.action.selected },
            ],
            ...ringRadii(size, stroke),
            sortingValues: 'none',
          },
        ]}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
        }}
      >
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }}>
          {percent}%
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {value} / {limit}
        </Typography>
      </Box>
    </Box>
  );
}
