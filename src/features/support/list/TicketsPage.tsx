import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarTickets } from '@generated/support-desk/endpoints/ticket/ticket';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import TicketStateTag from '../shared/TicketStateTag';
import { texts } from '../texts';
import NewTicketDialog from './NewTicketDialog';

const t = texts.list;
const NEW = 'nuevo';
const QUESTION = 'pregunta';

/**
 * /zendesk/listado-tickets: the caller's support tickets, most recently updated first, and a new
 * one (`?nuevo=1`, the assistant's link, opens its form; `&pregunta=` is the question the
 * assistant could not answer, written in the form for the caller to send or change).
 */
export default function TicketsPage() {
  const query = useListarTickets(undefined, { query: { meta: { silentError: true } } });
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.get(NEW) === '1';
  const question = searchParams.get(QUESTION) ?? undefined;
  const setCreating = (open: boolean) =>
    setSearchParams(open ? { [NEW]: '1' } : {}, { replace: true });
  const tickets = query.data?.results;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <PageHeader title={t.title} intro={t.intro} />
        <div>
          <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
            {t.create}
          </Button>
        </div>
      </Stack>
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {tickets && tickets.length === 0 && <Typography role="status">{t.empty}</Typography>}
      {tickets && tickets.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Card variant="outlined">
                <CardActionArea
                  component={RouterLink}
                  href={paths.zendesk_ticket_detail.getHref({ id: ticket.id })}
                  sx={{ p: 2 }}
                >
                  <Stack spacing={0.5}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {ticket.asunto}
                      </Typography>
                      <TicketStateTag state={ticket.estado} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {`${t.number(ticket.id)} · ${texts.categories[ticket.categoria]} · ${t.updated(formatDateTime(ticket.actualizado))}`}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {creating && <NewTicketDialog open onClose={() => setCreating(false)} question={question} />}
    </Stack>
  );
}
