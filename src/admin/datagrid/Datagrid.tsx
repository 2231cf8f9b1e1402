import { useId } from 'react';
import {
  Datagrid as RaDatagrid,
  DatagridBody,
  useListContext,
  type DatagridProps,
} from 'react-admin';
import OpenableRow from './OpenableRow';
import { datagridTexts } from './texts';

// A table wider than a phone scrolls inside its own box, never the page (WCAG 1.4.10 lets data
// tables keep two dimensions); the page around it keeps the screen's width.
const scrollsInItsBox = {
  maxWidth: '100%',
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  // The rows of the last answer stay while a new search or page is read: dimmed, they do not pass
  // for its answer.
  '& table[aria-busy="true"] tbody': { opacity: 0.6 },
} as const;

/**
 * react-admin's Datagrid whose rows that open a record can be opened from the keyboard, and say
 * so to screen readers. Every admin table uses this one (ESLint forbids react-admin's own), so no
 * list can forget it.
 */
export function Datagrid({ sx, ...props }: DatagridProps) {
  const hintId = useId();
  // Busy while the rows on screen may not be the answer to the list's filters yet (ARIA's
  // aria-busy: assistive technology waits before reading them).
  const { isFetching } = useListContext();
  const { rowClick } = props;
  const action = rowClick === 'edit' || rowClick === 'show' ? rowClick : 'open';
  return (
    <>
      <RaDatagrid
        body={<DatagridBody row={<OpenableRow hintId={hintId} />} />}
        sx={[scrollsInItsBox, ...(Array.isArray(sx) ? sx : [sx])]}
        aria-busy={isFetching}
        {...props}
      />
      {/* Hidden, yet read as the description of the rows that point to it. */}
      <span id={hintId} hidden>
        {datagridTexts.rowHint[action]}
      </span>
    </>
  );
}
