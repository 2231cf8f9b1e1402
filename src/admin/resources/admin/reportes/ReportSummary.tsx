import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';
import type { ReportMeta } from '@/admin/dataProvider/reporteAdapter';
import { formatCount } from '@/admin/formatNumber';
import { chartHeight } from './chartHeight';
import { useCapitalizeName } from '@/lib/text';
import { formatFigure } from './formatFigure';
import { groupsAreNames } from './reportNames';
import type { ReportConfig } from './reportConfig';
import { texts } from './texts';

// The charts library is the heaviest part of a report: its filters and rows show without it.
const ReportChart = lazy(() => import('./ReportChart'));

/**
 * The report's total, its chart by group, and the same figures in a table only screen readers
 * get (the chart already shows them; a second copy on screen would bury the rows).
 */
export default function ReportSummary({ report }: { report: ReportConfig }) {
  const { meta, total } = useListContext();
  const capitalize = useCapitalizeName();
  const resumen = (meta as ReportMeta | undefined)?.resumen;
  if (!resumen || total === undefined) return null;
  const [group] = resumen.columnas;
  const groupName = group?.titulo ?? '';
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ px: 2, pt: 2 }}>
        {report.count(formatCount(total))}
      </Typography>
      {resumen.filas.length > 0 && (
        <Suspense
          fallback={<Skeleton variant="rectangular" height={chartHeight(resumen.filas.length)} />}
        >
          <ReportChart report={report} resumen={resumen} label={report.chartLabel(groupName)} />
        </Suspense>
      )}
      {/* Hidden by its box: a table widens to its content whatever width it is given. */}
      <Box style={visuallyHidden}>
        <Table size="small" aria-label={texts.chartCaption(groupName)}>
          <TableHead>
            <TableRow>
              {resumen.columnas.map((column) => (
                <TableCell key={column.clave}>{column.titulo}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {resumen.filas.map((row) => (
              <TableRow key={String(row.grupo)}>
                {resumen.columnas.map((column, index) => (
                  <TableCell
                    key={column.clave}
                    {...(index === 0 && { component: 'th', scope: 'row' })}
                  >
                    {index === 0 && groupsAreNames(resumen.agrupadoPor)
                      ? capitalize(String(row[column.clave] ?? ''))
                      : formatFigure(column, row[column.clave])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
