import { describe, expect, it } from 'vitest';
import type { Ticket, TicketCola } from '@generated/support-desk/model';
import { ticketPeople } from './people';

const summary = {
  id: 7,
  asunto: 'No veo mis notas',
  categoria: 'ACADEMICO',
  estado: 'abierto',
  prioridad: 'normal',
  creado: '2026-12-01T14:00:00Z',
  actualizado: '2026-12-02T14:00:00Z',
} satisfies Omit<TicketCola, 'solicitante' | 'usuario' | 'asignado'>;

describe('ticketPeople', () => {
  it('reads the queue row: names as text', () => {
    const row = { ...summary, solicitante: 'Lucía Ramos', usuario: 'alumno', asignado: null };
    expect(ticketPeople(row)).toEqual({
      solicitante: 'Lucía Ramos',
      usuario: 'alumno',
      asignado: null,
    });
  });

  it('reads the ticket itself: people as objects, never "[object Object]"', () => {
    const ticket = {
      ...summary,
      solicitante: { id: 3, nombre: 'Lucía Ramos', usuario: 'alumno' },
      asignado: { id: 9, nombre: 'Carla Soporte' },
      resuelto: null,
      cerrado: null,
      reabrirHasta: null,
      calificacion: null,
      comentarios: [],
    } satisfies Ticket;
    expect(ticketPeople(ticket)).toEqual({
      solicitante: 'Lucía Ramos',
      usuario: 'alumno',
      asignado: 'Carla Soporte',
    });
    expect(ticketPeople({ ...ticket, asignado: null }).asignado).toBeNull();
  });
});
