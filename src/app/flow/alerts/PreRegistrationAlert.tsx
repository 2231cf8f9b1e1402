import Typography from '@mui/material/Typography';
import { useConfirmarPrematricula } from '@generated/main/endpoints/prematricula/prematricula';
import { formatDate } from '@/lib/dates';
import { factsOf, type AlertViewProps } from '@/lib/flow';
import { notifyError, notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.preRegistration;

interface PreRegistrationFacts {
  idPeriodo: number;
  periodo: string;
  cierre: string;
}

/**
 * spec §4 `preRegistration` and, in the window's last days, `reminderPreRegistration`: the
 * returning student confirms they go on next period right here (`tarea/prematricula/confirmar`);
 * the flow then leaves both out.
 */
export default function PreRegistrationAlert({ task, closeable, onClose, inline }: AlertViewProps) {
  const confirm = useConfirmarPrematricula({ mutation: { meta: { silentError: true } } });
  const facts = factsOf<PreRegistrationFacts>(task)[0];
  if (!facts) return null;
  const reminder = task.modulo === 'reminderPreRegistration';
  const cierre = formatDate(facts.cierre);
  return (
    <HomeAlert
      title={reminder ? t.reminderTitle : t.title(facts.periodo)}
      closeable={closeable}
      inline={inline}
      onClose={onClose}
      action={
        <Button
          loading={confirm.isPending}
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { data: { idPeriodo: facts.idPeriodo } },
              { onSuccess: notifySuccess, onError: notifyError },
            )
          }
        >
          {t.confirm}
        </Button>
      }
    >
      <Typography>
        {reminder ? t.reminderText(facts.periodo, cierre) : t.text(facts.periodo, cierre)}
      </Typography>
    </HomeAlert>
  );
}
