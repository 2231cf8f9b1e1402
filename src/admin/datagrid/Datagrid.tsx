import { Datagrid as RaDatagrid, DatagridBody, type DatagridProps } from 'react-admin';
import OpenableRow from './OpenableRow';

const body = <DatagridBody row={<OpenableRow />} />;

/**
 * react-admin's Datagrid whose rows that open a record can be opened from the keyboard. Every
 * admin table uses this one (ESLint forbids react-admin's own), so no list can forget it.
 */
export function Datagrid(props: DatagridProps) {
  return <RaDatagrid body={body} {...props} />;
}
