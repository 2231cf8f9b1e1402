import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardIngresosDia } from '@generated/main/model';
import { formatDate, toCampusTime } from '@/lib/dates';
import DashboardSection from './DashboardSection';
import { formatCount } from '@/admin/formatNumber';
import { texts } from './texts';

/** Short day for the axis, where 14 full dates would not fit a phone. */
const dayAndMonth = (fecha: string) => toCampusTime(fecha).format('DD/MM');

/**
 * Sign-ins per day as a line, the period's total in words, and every day's figure in a table
 * only screen readers get (fourteen rows would bury the card on a phone).
 */
export default function SignInsSection({ days }: { days: DashboardIngresosDia[] }) {
  const { palette } = useTheme();
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <DashboardSection heading={texts.signIns.heading}>
      {first && last && (
        <Typography variant="body2" color="text.secondary">
          {texts.signIns.summary(
            formatCount(total),
            formatDate(first.fecha),
            formatDate(last.fecha),
          )}
        </Typography>
      )}
      <Box role="img" aria-label={texts.signIns.chartLabel}>
        <LineChart
          height={240}
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((day) => day.fecha),
              valueFormatter: dayAndMonth,
            },
          ]}
          yAxis={[{ tickMinStep: 1, valueFormatter: formatCount }]}
          series={[
            {
              data: days.map((day) => day.total),
              label: texts.signIns.series,
              // Straight segments: a smoothed curve suggests sign-ins between one day and the next.
              curve: 'linear',
              color: palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : formatCount(value)),
            },
          ]}
          hideLegend
          disableKeyboardNavigation
        />
      </Box>
      <Table size="small" aria-label={texts.signIns.caption} style={visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.signIns.day}</TableCell>
            <TableCell align="right">{texts.signIns.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.fecha}>
              <TableCell component="th" scope="row">
                {formatDate(day.fecha)}
              </TableCell>
              <TableCell align="right">{formatCount(day.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardSection>
  );
}
