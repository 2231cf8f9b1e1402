import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { useObtenerTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { Ticket, TicketCola } from '@generated/support-desk/model';
import { formatDateTime } from '@/lib/dates';
import AttachmentButton from './AttachmentButton';
import { ticketPeople } from './people';
import StaffReply from './StaffReply';
import { texts } from './texts';

/**
 * The conversation, oldest first, staff's replies marked, and the reply. Read through the
 * ticket's own call: react-admin keeps the queue's row as the record, which has neither.
 */
function Conversation() {
  const record = useRecordContext<TicketCola>();
  const query = useObtenerTicket(record?.id ?? 0, {
    query: { enabled: record !== undefined, meta: { silentError: true } },
  });
  const ticket = query.data?.results;
  if (!ticket) return null;
  return (
    <Stack spacing={3}>
      <Stack
        component="ol"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={texts.conversation}
      >
        {ticket.comentarios.map((comment) => (
          <Box
            component="li"
            key={comment.id}
            sx={{
              borderLeft: 3,
              borderColor: comment.esPersonal ? 'primary.main' : 'divider',
              pl: 2,
            }}
          >
            <Typography variant="subtitle2" component="p">
              {comment.esPersonal
                ? `${comment.autor.nombre} · ${texts.staff}`
                : comment.autor.nombre}
              {` · ${formatDateTime(comment.creado)}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{comment.texto}</Typography>
            {comment.adjuntos.map((file) => (
              <AttachmentButton key={file.idArchivo} ticketId={ticket.id} file={file} />
            ))}
          </Box>
        ))}
      </Stack>
      <StaffReply ticket={ticket} />
    </Stack>
  );
}

/** One ticket for staff: who asked what, the conversation, and the reply. */
export default function TicketShow() {
  return (
    <Show title={texts.title}>
      <SimpleShowLayout>
        <TextField source="asunto" />
        <FunctionField<TicketCola | Ticket>
          source="solicitante"
          render={(ticket) => ticketPeople(ticket).solicitante}
        />
        <FunctionField<TicketCola | Ticket>
          source="usuario"
          render={(ticket) => ticketPeople(ticket).usuario}
        />
        <FunctionField<TicketCola>
          source="categoria"
          render={(ticket) => texts.categories[ticket.categoria]}
        />
        <FunctionField<TicketCola>
          source="estado"
          render={(ticket) => texts.states[ticket.estado]}
        />
        <FunctionField<TicketCola>
          source="prioridad"
          render={(ticket) => texts.priorities[ticket.prioridad]}
        />
        <FunctionField<TicketCola | Ticket>
          source="asignado"
          render={(ticket) => ticketPeople(ticket).asignado ?? '—'}
        />
        <Labeled label={texts.conversation} fullWidth>
          <Conversation />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
