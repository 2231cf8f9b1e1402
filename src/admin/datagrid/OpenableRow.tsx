import type { KeyboardEvent } from 'react';
import {
  DatagridRow,
  useResourceContext,
  useResourceDefinition,
  type DatagridRowProps,
} from 'react-admin';

export interface OpenableRowProps extends DatagridRowProps {
  /** The element that tells screen readers what Enter does on the row. */
  hintId: string;
}

/**
 * react-admin's row, reachable by Tab and opened with Enter or Space when a click on it opens
 * something (WCAG 2.1.1). Its name stays its cells' text; the hint says what Enter does.
 */
export default function OpenableRow({ hintId, ...props }: OpenableRowProps) {
  const resource = useResourceContext(props);
  const definition = useResourceDefinition({ resource });
  const { rowClick } = props;
  // Without rowClick react-admin still opens the record's edit or show view.
  const opens =
    rowClick !== false && (rowClick != null || definition.hasEdit || definition.hasShow);
  if (!opens) return <DatagridRow {...props} />;
  return <DatagridRow {...props} tabIndex={0} aria-describedby={hintId} onKeyDown={openOnKey} />;
}

function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  // Keys pressed on a button inside the row belong to that button.
  if (event.target !== event.currentTarget) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  // The row's own click handler resolves rowClick (a path, "edit", or a function).
  event.currentTarget.click();
}
