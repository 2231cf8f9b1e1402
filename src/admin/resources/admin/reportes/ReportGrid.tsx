import { FunctionField, SimpleList, TextField, useListContext } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { ReporteColumna, ReporteFila } from '@generated/main/model';
import type { ReportMeta } from '@/admin/dataProvider/reporteAdapter';
import { usePhone } from '@/admin/usePhone';
import { formatFigure } from './formatFigure';
import { texts } from './texts';

/** Who and where, the start of every report's row: on a phone, the rest goes on one line. */
const PLACE = ['sede', 'programa', 'ciclo'];

const cell = (column: ReporteColumna) => (row: ReporteFila) =>
  formatFigure(column, row[column.clave]);

/**
 * The report's rows in the columns the server describes, sorted on the server by a header's
 * click; a phone gets one entry per student: their place and the last column's figure.
 */
export default function ReportGrid() {
  const phone = usePhone();
  const { meta } = useListContext<ReporteFila>();
  const columnas = (meta as ReportMeta | undefined)?.columnas;
  if (!columnas) return null;
  const last = columnas.at(-1)!;
  if (phone) {
    return (
      <SimpleList<ReporteFila>
        primaryText={(row) => String(row.estudiante ?? '')}
        secondaryText={(row) =>
          [...PLACE.map((key) => row[key]), `${last.titulo}: ${cell(last)(row)}`].join(' · ')
        }
        rowClick={false}
        empty={<>{texts.empty}</>}
      />
    );
  }
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={<>{texts.empty}</>}
      // A report has more columns than a laptop is wide: they scroll, the page does not.
      sx={{ overflowX: 'auto' }}
    >
      {columnas.map((column) =>
        column.tipo === 'texto' ? (
          <TextField key={column.clave} source={column.clave} label={column.titulo} />
        ) : (
          <FunctionField<ReporteFila>
            key={column.clave}
            source={column.clave}
            label={column.titulo}
            textAlign={column.tipo === 'fecha' ? 'left' : 'right'}
            render={cell(column)}
          />
        ),
      )}
    </Datagrid>
  );
}
