import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@generated/support-desk/model';
import { apiServer } from '@/test/apiServer';
import { apiUrl, ok } from '@/test/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import TicketPage from './TicketPage';

const resolved: Ticket = {
  id: 12,
  asunto: 'No carga el video de mi clase grabada',
  categoria: 'PLATAFORMA',
  estado: 'resuelto',
  prioridad: 'normal',
  creado: '2026-11-20T14:30:00.000Z',
  actualizado: '2026-11-21T09:10:00.000Z',
  solicitante: { id: 1, nombre: 'Quispe Mamani, Lucía', usuario: 'alumno' },
  asignado: { id: 3, nombre: 'Soporte Campus' },
  resuelto: '2026-11-21T09:10:00.000Z',
  cerrado: null,
  reabrirHasta: '2999-11-28T09:10:00.000Z',
  calificacion: null,
  comentarios: [
    {
      id: 30,
      autor: { id: 1, nombre: 'Quispe Mamani, Lucía' },
      esPersonal: false,
      texto: 'Desde ayer el video se queda cargando.',
      creado: '2026-11-20T14:30:00.000Z',
      adjuntos: [{ idArchivo: 41, nombre: 'captura.png', extension: 'png', tamano: 1000 }],
    },
    {
      id: 31,
      autor: { id: 3, nombre: 'Soporte Campus' },
      esPersonal: true,
      texto: 'Ya está disponible otra vez.',
      creado: '2026-11-21T09:10:00.000Z',
      adjuntos: [],
    },
  ],
};

const render = () =>
  renderWithProviders(<TicketPage />, {
    user: 'student',
    url: '/zendesk/ticket-detail/12',
    routes: [{ path: '/zendesk/ticket-detail/:id', element: <TicketPage /> }],
  });

describe('TicketPage', () => {
  it('shows the conversation and closes a resolved ticket with a rating', async () => {
    let closedWith: unknown = null;
    apiServer.use(
      http.get(apiUrl('supportDesk', '/tickets/12'), () =>
        ok(
          closedWith
            ? { ...resolved, estado: 'cerrado', calificacion: { puntaje: 4, comentario: null } }
            : resolved,
        ),
      ),
      http.post(apiUrl('supportDesk', '/tickets/12/cerrar'), async ({ request }) => {
        closedWith = await request.json();
        return ok({ ...resolved, estado: 'cerrado' });
      }),
    );
    const { user } = render();
    const conversation = await screen.findByRole('list', { name: 'Conversación' });
    expect(within(conversation).getByText('Soporte Campus · Soporte')).toBeInTheDocument();
    expect(
      within(conversation).getByRole('button', { name: 'Descargar captura.png' }),
    ).toBeInTheDocument();
    const close = screen.getByRole('form', { name: /Califica la atención/ });
    await user.click(within(close).getByRole('button', { name: 'Cerrar ticket' }));
    expect(await within(close).findByText('El campo es requerido.')).toBeInTheDocument();
    await user.click(within(close).getByRole('radio', { name: '4 de 5' }));
    await user.click(within(close).getByRole('button', { name: 'Cerrar ticket' }));
    expect(await screen.findByText('Calificaste la atención con 4 de 5.')).toBeInTheDocument();
    expect(closedWith).toEqual({ calificacion: 4, comentario: null });
    expect(screen.getByRole('form', { name: '¿El problema continúa?' })).toBeInTheDocument();
  });

  it('says a ticket it cannot show is not found', async () => {
    apiServer.use(
      http.get(apiUrl('supportDesk', '/tickets/12'), () =>
        Response.json({ results: null, messagePublic: 'No' }, { status: 403 }),
      ),
    );
    render();
    expect(await screen.findByText('No encontramos este ticket.')).toBeInTheDocument();
  });
});
