import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Loading, Title, useGetList, useGetOne } from 'react-admin';
import type { AuditoriaEntrada } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import ChangesTable from './ChangesTable';
import { actionLabel, texts } from './texts';

/**
 * /superadmin/historial/{_id}: every change to the record an audit entry names, oldest first,
 * each with its fields before and after.
 */
export default function HistorialPage() {
  const { _id: id } = useParams();
  const entry = useGetOne<AuditoriaEntrada>('auditoria', { id: Number(id) });
  const record = entry.data;
  const history = useGetList<AuditoriaEntrada>(
    'auditoria',
    {
      filter: { resource: record?.resource, recordId: record?.recordId },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(record?.resource && record.recordId) },
  );
  if (entry.isPending || (record?.resource && history.isPending)) return <Loading />;
  const changes = history.data ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title
        title={
          record?.resource
            ? `${texts.historyTitle} · ${record.resource} ${record.recordId}`
            : texts.historyTitle
        }
      />
      {changes.length === 0 && <Typography>{texts.emptyHistory}</Typography>}
      {changes.map((change) => (
        <Card key={change.id} component="section" aria-label={formatDateTime(change.createdAt)}>
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              {formatDateTime(change.createdAt)} · {actionLabel(change.action)} ·{' '}
              {change.usuario ?? texts.unknownUser}
            </Typography>
            <ChangesTable before={change.before} after={change.after} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
