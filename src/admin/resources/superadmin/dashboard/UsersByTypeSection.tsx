import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardUsuariosTipo } from '@generated/main/model';
import DashboardSection from './DashboardSection';
import { formatCount } from '@/admin/formatNumber';
import { texts } from './texts';

/** Users by type as bars, and the same figures (with the admin-type ones) in a table. */
export default function UsersByTypeSection({ users }: { users: DashboardUsuariosTipo[] }) {
  const { palette } = useTheme();
  return (
    <DashboardSection heading={texts.users.heading}>
      {/* The chart is one picture to assistive technology; the table below reads out its data. */}
      <Box role="img" aria-label={texts.users.chartLabel}>
        {/* Horizontal bars: the type names fit beside them even on a 375 px phone. */}
        <BarChart
          layout="horizontal"
          height={180}
          yAxis={[{ scaleType: 'band', data: users.map((type) => type.nombre), width: 'auto' }]}
          xAxis={[{ tickMinStep: 1, valueFormatter: formatCount }]}
          series={[
            {
              data: users.map((type) => type.total),
              label: texts.users.series,
              color: palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : formatCount(value)),
            },
          ]}
          hideLegend
          disableKeyboardNavigation
        />
      </Box>
      <Table
        size="small"
        aria-label={texts.users.caption}
        // Narrower cells keep the three columns inside a phone-wide card.
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{texts.users.type}</TableCell>
            <TableCell align="right">{texts.users.total}</TableCell>
            <TableCell align="right">{texts.users.admins}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((type) => (
            <TableRow key={type.tipo}>
              <TableCell component="th" scope="row">
                {type.nombre}
              </TableCell>
              <TableCell align="right">{formatCount(type.total)}</TableCell>
              <TableCell align="right">{formatCount(type.administrativos)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardSection>
  );
}
