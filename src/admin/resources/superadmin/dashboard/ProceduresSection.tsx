import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardTramitesArea } from '@generated/main/model';
import { formatCount } from '@/admin/formatNumber';
import DashboardSection from './DashboardSection';
import { texts } from './texts';

const t = texts.procedures;
const STATES = [
  ['registrados', t.registered],
  ['enRevision', t.inReview],
  ['observados', t.observed],
] as const;

/**
 * The requests still in process in each procedure area, by state, stacked as bars, and the same
 * figures with the overdue ones in a table.
 */
export default function ProceduresSection({ areas }: { areas: DashboardTramitesArea[] }) {
  const { palette } = useTheme();
  const colors = [palette.info.main, palette.primary.main, palette.warning.main];
  const open = areas.reduce(
    (sum, area) => sum + area.registrados + area.enRevision + area.observados,
    0,
  );
  const overdue = areas.reduce((sum, area) => sum + area.vencidos, 0);
  return (
    <DashboardSection heading={t.heading}>
      <Typography variant="body2">{t.summary(formatCount(open), formatCount(overdue))}</Typography>
      {/* The chart is one picture to assistive technology; the table below reads out its data. */}
      <Box role="img" aria-label={t.chartLabel}>
        <BarChart
          layout="horizontal"
          height={160}
          yAxis={[{ scaleType: 'band', data: areas.map((area) => area.area), width: 'auto' }]}
          xAxis={[{ tickMinStep: 1, valueFormatter: formatCount }]}
          series={STATES.map(([key, label], index) => ({
            data: areas.map((area) => area[key]),
            label,
            stack: 'estado',
            color: colors[index],
            valueFormatter: (value: number | null) => (value === null ? '' : formatCount(value)),
          }))}
          disableKeyboardNavigation
        />
      </Box>
      <Table
        size="small"
        aria-label={t.caption}
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 1 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t.area}</TableCell>
            {STATES.map(([key, label]) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
            <TableCell align="right">{t.overdue}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {areas.map((area) => (
            <TableRow key={area.area}>
              <TableCell component="th" scope="row">
                {area.nombreArea}
              </TableCell>
              {STATES.map(([key]) => (
                <TableCell key={key} align="right">
                  {formatCount(area[key])}
                </TableCell>
              ))}
              <TableCell align="right">{formatCount(area.vencidos)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardSection>
  );
}
