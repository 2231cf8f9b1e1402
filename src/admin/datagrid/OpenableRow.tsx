import type { KeyboardEvent } from 'react';
import {
  DatagridRow,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  type DatagridRowProps,
} from 'react-admin';
import { datagridTexts } from './texts';

/**
 * react-admin's row, reachable by Tab and opened with Enter or Space when a click on it opens
 * something (WCAG 2.1.1), named for screen readers by what it opens ("Editar Estado civil").
 */
export default function OpenableRow(props: DatagridRowProps) {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const definition = useResourceDefinition({ resource });
  const represent = useGetRecordRepresentation(resource);
  const { rowClick } = props;
  // Without rowClick react-admin still opens the record's edit or show view.
  const opens =
    rowClick !== false && (rowClick != null || definition.hasEdit || definition.hasShow);
  if (!opens || !record) return <DatagridRow {...props} />;
  const action = rowClick === 'edit' || rowClick === 'show' ? rowClick : 'open';
  return (
    <DatagridRow
      {...props}
      tabIndex={0}
      aria-label={datagridTexts.openRow(action, String(represent(record)))}
      onKeyDown={openOnKey}
    />
  );
}

function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  // Keys pressed on a button inside the row belong to that button.
  if (event.target !== event.currentTarget) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  // The row's own click handler resolves rowClick (a path, "edit", or a function).
  event.currentTarget.click();
}
