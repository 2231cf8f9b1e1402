import Typography from '@mui/material/Typography';
import { factsOf, type AlertViewProps } from '@/lib/flow';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import { RouterLink } from '@/ui/RouterLink';
import { LINK_ALERTS, type LinkAlertFacts } from './linkAlerts';

/** An alert whose action is a page of the campus (linkAlerts.ts), worded from its facts. */
export default function LinkAlert({ task, closeable, onClose, inline }: AlertViewProps) {
  const copy = LINK_ALERTS[task.modulo]?.(factsOf<LinkAlertFacts>(task)[0] ?? {});
  if (!copy) return null;
  return (
    <HomeAlert
      title={copy.title}
      closeable={closeable}
      inline={inline}
      onClose={onClose}
      action={
        <Button component={RouterLink} href={copy.href} onClick={onClose}>
          {copy.action}
        </Button>
      }
    >
      <Typography>{copy.text}</Typography>
    </HomeAlert>
  );
}
