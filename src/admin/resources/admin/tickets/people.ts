import type { Ticket, TicketCola } from '@generated/support-desk/model';

/**
 * Who asked and who handles a ticket, as text. The show page's record is first the queue's row
 * (react-admin seeds each one-record cache from the list: names as strings), then the ticket
 * itself (`/admin/tickets/{id}`: people as objects). Printing the second as the first gave
 * '[object Object]' and an empty 'Usuario' (issue 54).
 */
export function ticketPeople(ticket: TicketCola | Ticket): {
  solicitante: string;
  usuario: string;
  asignado: string | null;
} {
  if (typeof ticket.solicitante === 'string') {
    const row = ticket as TicketCola;
    return { solicitante: row.solicitante, usuario: row.usuario, asignado: row.asignado };
  }
  const full = ticket as Ticket;
  return {
    solicitante: full.solicitante.nombre,
    usuario: full.solicitante.usuario,
    asignado: full.asignado?.nombre ?? null,
  };
}
