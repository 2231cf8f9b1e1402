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
import type { Ticket } from '@generated/support-desk/model';
import { formatDateTime } from '@/lib/dates';
import StaffReply from './StaffReply';
import { texts } from './texts';

/** The conversation, oldest first, staff's replies marked. */
function Conversation() {
  const ticket = useRecordContext<Ticket>();
  if (!ticket?.comentarios) return null;
  return (
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
            {comment.esPersonal ? `${comment.autor.nombre} · ${texts.staff}` : comment.autor.nombre}
            {` · ${formatDateTime(comment.creado)}`}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{comment.texto}</Typography>
          {comment.adjuntos.map((file) => (
            <Typography key={file.idArchivo} variant="body2" color="text.secondary">
              {file.nombre}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

/** One ticket for staff: who asked what, the conversation, and the reply. */
export default function TicketShow() {
  return (
    <Show title={texts.title}>
      <SimpleShowLayout>
        <TextField source="asunto" label={texts.subject} />
        <FunctionField<Ticket>
          label={texts.requester}
          // The queue's row stands in while the ticket loads: its requester is a name alone.
          render={(ticket) =>
            typeof ticket.solicitante === 'object'
              ? `${ticket.solicitante.nombre} (${ticket.solicitante.usuario})`
              : String(ticket.solicitante)
          }
        />
        <FunctionField<Ticket>
          source="categoria"
          label={texts.category}
          render={(ticket) => texts.categories[ticket.categoria]}
        />
        <FunctionField<Ticket>
          source="estado"
          label={texts.state}
          render={(ticket) => texts.states[ticket.estado]}
        />
        <FunctionField<Ticket>
          source="prioridad"
          label={texts.priority}
          render={(ticket) => texts.priorities[ticket.prioridad]}
        />
        <FunctionField<Ticket>
          label={texts.assignee}
          render={(ticket) =>
            typeof ticket.asignado === 'object'
              ? (ticket.asignado?.nombre ?? '—')
              : (ticket.asignado ?? '—')
          }
        />
        <FunctionField<Ticket>
          label={texts.rating}
          render={(ticket) => (ticket.calificacion ? `${ticket.calificacion.puntaje} / 5` : '—')}
        />
        <Labeled label={texts.conversation} fullWidth>
          <Conversation />
        </Labeled>
        <StaffReply />
      </SimpleShowLayout>
    </Show>
  );
}
