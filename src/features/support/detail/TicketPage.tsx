import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObtenerTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { Ticket } from '@generated/support-desk/model';
import { useParams } from 'react-router';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { useNow } from '@/ui/RelativeTime';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import TicketStateTag from '../shared/TicketStateTag';
import { texts } from '../texts';
import CloseForm from './CloseForm';
import Conversation from './Conversation';
import ReopenForm from './ReopenForm';
import ReplyForm from './ReplyForm';

const t = texts.detail;

/** What the requester may do next: answer, close and rate, or reopen within the window. */
function NextStep({ ticket }: { ticket: Ticket }) {
  // The window is the server's rule (it refuses a late reopening); this only hides a stale form.
  const now = useNow(60_000);
  const canReopen = ticket.reabrirHasta !== null && Date.parse(ticket.reabrirHasta) > now;
  if (ticket.estado === 'resuelto')
    return (
      <Stack spacing={3}>
        <Typography role="status">{t.resolved}</Typography>
        <CloseForm idTicket={ticket.id} />
        {canReopen && <ReopenForm idTicket={ticket.id} until={ticket.reabrirHasta!} />}
      </Stack>
    );
  if (ticket.estado === 'cerrado')
    return (
      <Stack spacing={3}>
        {ticket.calificacion && <Typography>{t.rated(ticket.calificacion.puntaje)}</Typography>}
        {canReopen && <ReopenForm idTicket={ticket.id} until={ticket.reabrirHasta!} />}
      </Stack>
    );
  return <ReplyForm idTicket={ticket.id} />;
}

/** /zendesk/ticket-detail/{id}: one of the caller's tickets, its conversation and next step. */
export default function TicketPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useObtenerTicket(id, { query: { enabled: valid, meta: { silentError: true } } });
  const ticket = query.data?.results;
  const back = <RouterLink href={paths.zendesk_listado_tickets.getHref()}>{t.back}</RouterLink>;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      {(!valid || query.isError) && (
        <RecordUnavailable
          error={valid ? query.error : null}
          notFound={t.notFound}
          loadError={t.loadError}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
          back={back}
        />
      )}
      {valid && query.isPending && <Skeleton variant="rectangular" height={320} />}
      {ticket && (
        <>
          {back}
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6">
                {ticket.asunto}
              </Typography>
              <TicketStateTag state={ticket.estado} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                texts.list.number(ticket.id),
                texts.categories[ticket.categoria],
                `${t.created}: ${formatDateTime(ticket.creado)}`,
                `${t.assignee}: ${ticket.asignado?.nombre ?? t.unassigned}`,
              ].join(' · ')}
            </Typography>
          </Stack>
          <Conversation ticket={ticket} />
          <Divider />
          <NextStep ticket={ticket} />
        </>
      )}
    </Stack>
  );
}
