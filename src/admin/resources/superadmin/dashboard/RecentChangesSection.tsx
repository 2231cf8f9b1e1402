import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCreatePath, useGetResourceLabel } from 'react-admin';
import type { DashboardAuditoria } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { actionLabel } from '../auditoria/texts';
import DashboardSection from './DashboardSection';
import { texts } from './texts';

/** The newest record changes, each opening its audit entry (record before and after). */
export default function RecentChangesSection({ entries }: { entries: DashboardAuditoria[] }) {
  const createPath = useCreatePath();
  // The resource's Spanish singular name, as react-admin's own texts use it.
  const resourceLabel = useGetResourceLabel();
  return (
    <DashboardSection heading={texts.changes.heading}>
      {entries.length === 0 ? (
        <Typography variant="body2">{texts.changes.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton
                component={Link}
                to={createPath({ resource: 'auditoria', type: 'show', id: entry.id })}
              >
                <ListItemText
                  primary={`${actionLabel(entry.action)} · ${resourceLabel(entry.resource, 1)} ${
                    entry.recordId ?? ''
                  }`.trim()}
                  secondary={`${entry.usuario ?? texts.changes.unknownUser} · ${formatDateTime(
                    entry.createdAt,
                  )}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Button
        component={Link}
        to={createPath({ resource: 'auditoria', type: 'list' })}
        sx={{ mt: 1 }}
      >
        {texts.changes.seeAll}
      </Button>
    </DashboardSection>
  );
}
