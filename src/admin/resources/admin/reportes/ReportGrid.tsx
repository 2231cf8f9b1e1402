import { FunctionField, SimpleList, TextField, useListContext } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { ReporteColumna, ReporteFila } from '@generated/main/model';
import type { ReportMeta } from '@/admin/dataProvider/reporteAdapter';
import { usePhone } from '@/admin/usePhone';
import { useCapitalizeName } from '@/lib/text';
import { formatFigure } from './formatFigure';
import { isNameColumn } from './reportNames';
import { texts } from './texts';

/** Who and where, the start of every report's row: on a phone, the rest goes on one line. */
const PLACE = ['sede', 'programa', 'ciclo'];

const cell = (column: ReporteColumna, capitalize: (name: string) => string) => (row: ReporteFila) =>
  formatFigure(column, row[column.clave], capitalize);

const byKey = (key: string) => ({ clave: key, titulo: key, tipo: 'texto' }) as const;

/**
 * The report's rows in the columns the server describes, sorted on the server by a header's
 * click; a phone gets one entry per student: their place and the last column's figure.
 */
export default function ReportGrid() {
  const phone = usePhone();
  const capitalize = useCapitalizeName();
  const { meta } = useListContext<ReporteFila>();
  const columnas = (meta as ReportMeta | undefined)?.columnas;
  if (!columnas) return null;
  const last = columnas.at(-1)!;
  if (phone) {
    return (
      <SimpleList<ReporteFila>
        primaryText={cell(byKey('estudiante'), capitalize)}
        secondaryText={(row) =>
          [
            // A report without one of them (the procedures have no cycle) leaves no gap.
            ...PLACE.filter(
              (key) => row[key] !== undefined && row[key] !== null && row[key] !== '',
            ).map((key) => cell(byKey(key), capitalize)(row)),
            `${last.titulo}: ${cell(last, capitalize)(row)}`,
          ].join(' · ')
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
        column.tipo === 'texto' && !isNameColumn(column.clave) ? (
          <TextField key={column.clave} source={column.clave} label={column.titulo} />
        ) : (
          <FunctionField<ReporteFila>
            key={column.clave}
            source={column.clave}
            label={column.titulo}
            textAlign={['fecha', 'texto'].includes(column.tipo) ? 'left' : 'right'}
            render={cell(column, capitalize)}
          />
        ),
      )}
    </Datagrid>
  );
}
