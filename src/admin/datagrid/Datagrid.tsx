import { useId } from 'react';
import { Datagrid as RaDatagrid, DatagridBody, type DatagridProps } from 'react-admin';
import OpenableRow from './OpenableRow';
import { datagridTexts } from './texts';

/**
 * react-admin's Datagrid whose rows that open a record can be opened from the keyboard, and say
 * so to screen readers. Every admin table uses this one (ESLint forbids react-admin's own), so no
 * list can forget it.
 */
export function Datagrid(props: DatagridProps) {
  const hintId = useId();
  const { rowClick } = props;
  const action = rowClick === 'edit' || rowClick === 'show' ? rowClick : 'open';
  return (
    <>
      <RaDatagrid body={<DatagridBody row={<OpenableRow hintId={hintId} />} />} {...props} />
      {/* Hidden, yet read as the description of the rows that point to it. */}
      <span id={hintId} hidden>
        {datagridTexts.rowHint[action]}
      </span>
    </>
  );
}
