import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useListContext } from 'react-admin';
import type { ReportMeta } from '@/admin/dataProvider/reporteAdapter';
import { formatCount } from '@/admin/formatNumber';
import ReportChart, { formatFigure } from './ReportChart';
import type { ReportConfig } from './reportConfig';
import { texts } from './texts';

/**
 * The report's total, its chart by group, and the same figures in a table only screen readers
 * get (the chart already shows them; a second copy on screen would bury the rows).
 */
export default function ReportSummary({ report }: { report: ReportConfig }) {
  const { meta, total } = useListContext();
  const resumen = (meta as ReportMeta | undefined)?.resumen;
  if (!resumen || total === undefined) return null;
  const [group] = resumen.columnas;
  const groupName = group?.titulo ?? '';
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ px: 2, pt: 2 }}>
        {texts.studentCount(formatCount(total))}
      </Typography>
      {resumen.filas.length > 0 && (
        <ReportChart report={report} resumen={resumen} label={report.chartLabel(groupName)} />
      )}
      <Table size="small" aria-label={texts.chartCaption(groupName)} style={visuallyHidden}>
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
                  {formatFigure(column, row[column.clave])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
