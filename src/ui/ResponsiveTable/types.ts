import type { ReactNode } from 'react';

/** One column of a ResponsiveTable. */
export interface TableColumn<Row> {
  /** Key of the row value shown when there is no `render`. */
  id: string;
  /** Column heading; in card mode it labels the value. */
  header: string;
  /** Draws the cell; defaults to the row's value under `id`. */
  render?: (row: Row) => ReactNode;
  /** Text alignment in table mode. @default 'left' */
  align?: 'left' | 'center' | 'right';
}

export const cellValue = <Row>(column: TableColumn<Row>, row: Row): ReactNode => {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};
