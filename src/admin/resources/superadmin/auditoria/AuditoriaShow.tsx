import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { AuditoriaEntrada } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import ChangesTable from './ChangesTable';
import { actionLabel, texts } from './texts';

function EntryDetail() {
  const entry = useRecordContext<AuditoriaEntrada>();
  if (!entry) return null;
  return (
    <Stack spacing={2}>
      <Labeled label={texts.date}>
        <Typography variant="body2">{formatDateTime(entry.createdAt)}</Typography>
      </Labeled>
      <Labeled label={texts.action}>
        <Typography variant="body2">{actionLabel(entry.action)}</Typography>
      </Labeled>
      <Typography variant="h6" component="h2">
        {texts.changes}
      </Typography>
      <ChangesTable before={entry.before} after={entry.after} />
      {entry.resource && entry.recordId && (
        <Button
          component={Link}
          to={paths.superadmin_historial.getHref({ _id: String(entry.id) })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.seeHistory}
        </Button>
      )}
    </Stack>
  );
}

/** One audit entry: who, when, which record, and each field before and after. */
export default function AuditoriaShow() {
  return (
    <Show title={texts.title}>
      <SimpleShowLayout>
        <TextField source="usuario" emptyText={texts.unknownUser} />
        <TextField source="resource" emptyText="—" />
        <TextField source="recordId" emptyText="—" />
        <EntryDetail />
      </SimpleShowLayout>
    </Show>
  );
}
