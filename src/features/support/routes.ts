import type { PageBindings } from '@/routes';

/** The support desk routes of spec §2, bound to their pages. */
export const pages = {
  zendesk_listado_tickets: () => import('./list/TicketsPage'),
  zendesk_ticket_detail: () => import('./detail/TicketPage'),
} satisfies PageBindings;
