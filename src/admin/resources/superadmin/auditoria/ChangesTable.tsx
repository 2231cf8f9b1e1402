import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { texts } from './texts';

type Snapshot = Record<string, unknown> | null;

const shown = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields a change touched, before and after (a creation has no before, a deletion no after). */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name]));
}

export default function ChangesTable({ before, after }: { before: Snapshot; after: Snapshot }) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <Typography variant="body2">{texts.noChanges}</Typography>;
  return (
    <Table size="small" aria-label={texts.changes}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{texts.field}</TableCell>
          <TableCell component="th">{texts.before}</TableCell>
          <TableCell component="th">{texts.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field}>
            <TableCell>{field}</TableCell>
            <TableCell>{shown(before?.[field])}</TableCell>
            <TableCell>{shown(after?.[field])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
