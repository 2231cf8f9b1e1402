import type { ReactNode } from 'react';
import { SimpleList, type DatagridProps, type RaRecord, type SimpleListProps } from 'react-admin';
import { usePhone } from '@/admin/usePhone';
import { Datagrid } from './Datagrid';

type RowText<Row> = (row: Row) => ReactNode;

export interface ResponsiveDatagridProps<Row extends RaRecord> extends DatagridProps<Row> {
  /** A phone's first line for a row. */
  primaryText: RowText<Row>;
  secondaryText?: RowText<Row>;
  tertiaryText?: RowText<Row>;
  /** Styles of the phone's list (the table takes `sx`). */
  phoneSx?: SimpleListProps<Row>['sx'];
}

/**
 * A list's rows: the table on a wide screen, one to three lines per record on a phone (below
 * `sm`), where a table would be wider than the screen. Both open a row the same way (`rowClick`),
 * and neither offers bulk actions unless the list asks for them.
 */
export function ResponsiveDatagrid<Row extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  phoneSx,
  rowClick,
  bulkActionButtons = false,
  children,
  ...table
}: ResponsiveDatagridProps<Row>) {
  const phone = usePhone();
  if (phone)
    return (
      <SimpleList<Row>
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        rowClick={rowClick as SimpleListProps<Row>['rowClick']}
        sx={phoneSx}
      />
    );
  return (
    <Datagrid
      {...(table as DatagridProps)}
      rowClick={rowClick}
      bulkActionButtons={bulkActionButtons}
    >
      {children}
    </Datagrid>
  );
}
