import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useComentarTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import type { ComentarTicketRequestEstado, Ticket } from '@generated/support-desk/model';
import { isApiError } from '@/lib/http';
import { texts } from './texts';

/**
 * Staff's reply with the status it leaves the ticket in; what was typed stays when sending fails,
 * and one reply goes per key however many clicks.
 */
export default function StaffReply({ ticket }: { ticket: Ticket }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState<ComentarTicketRequestEstado>('resuelto');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const reply = useComentarTicket({ mutation: { meta: { silentError: true } } });
  if (ticket.estado === 'resuelto' || ticket.estado === 'cerrado')
    return <Typography color="text.secondary">{texts.closedNote}</Typography>;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (reply.isPending || texto.trim().length < 2) return;
    reply.mutate(
      { idTicket: ticket.id, data: { claveIdempotencia: key, texto: texto.trim(), estado } },
      {
        onSuccess: () => {
          notify(texts.sent, { type: 'success' });
          setTexto('');
          setKey(crypto.randomUUID());
          refresh();
        },
        onError: (error) =>
          notify(isApiError(error) && error.messagePublic ? error.messagePublic : String(error), {
            type: 'error',
          }),
      },
    );
  };

  return (
    <Stack
      component="form"
      onSubmit={send}
      spacing={2}
      sx={{ maxWidth: 640 }}
      aria-label={texts.reply}
    >
      <TextField
        label={texts.reply}
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        select
        label={texts.newState}
        value={estado}
        onChange={(event) => setEstado(event.target.value as ComentarTicketRequestEstado)}
      >
        {Object.entries(texts.replyStates).map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <MuiButton type="submit" variant="contained" loading={reply.isPending}>
          {texts.send}
        </MuiButton>
      </div>
    </Stack>
  );
}
