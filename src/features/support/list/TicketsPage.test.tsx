import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TicketResumen } from '@generated/support-desk/model';
import { apiServer } from '@/test/apiServer';
import { apiUrl, ok } from '@/test/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import TicketsPage from './TicketsPage';

const PDF_BYTES = '%PDF-1.7\n1 0 obj << >> endobj\n';
const summary: TicketResumen = {
  id: 12,
  asunto: 'No carga el video de mi clase grabada',
  categoria: 'PLATAFORMA',
  estado: 'pendiente',
  prioridad: 'normal',
  creado: '2026-11-20T14:30:00.000Z',
  actualizado: '2026-11-21T09:10:00.000Z',
};

describe('TicketsPage', () => {
  it("lists the caller's tickets, each a link to its detail", async () => {
    apiServer.use(http.get(apiUrl('supportDesk', '/tickets'), () => ok([summary])));
    renderWithProviders(<TicketsPage />, { user: 'student' });
    const link = await screen.findByRole('link', { name: /No carga el video/ });
    expect(link).toHaveAttribute('href', '/zendesk/ticket-detail/12');
    expect(within(link).getByText('Pendiente de tu respuesta')).toBeInTheDocument();
  });

  it('files a new ticket from ?nuevo=1 with an attachment checked by its bytes, once', async () => {
    const sent: unknown[] = [];
    let uploads = 0;
    apiServer.use(
      http.get(apiUrl('supportDesk', '/tickets'), () => ok([])),
      http.post(apiUrl('main', '/archivo/subir'), () => {
        uploads += 1;
        return ok({
          idArchivo: 41,
          nombre: 'captura.pdf',
          extension: 'pdf',
          tamano: 30,
          tipoContenido: 'application/pdf',
        });
      }),
      http.post(apiUrl('supportDesk', '/tickets'), async ({ request }) => {
        sent.push(await request.json());
        return ok({ ...summary, id: 13 });
      }),
    );
    const { user, router } = renderWithProviders(<TicketsPage />, {
      user: 'student',
      url: '/zendesk/listado-tickets?nuevo=1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket de soporte' });
    await user.click(within(dialog).getByRole('combobox', { name: /Categoría/ }));
    await user.click(await screen.findByRole('option', { name: 'Campus virtual' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Asunto/ }), 'No carga mi video');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Describe tu consulta/ }),
      'El video de la clase se queda cargando.',
    );
    const input = within(dialog).getByLabelText(/Adjuntos/, { selector: 'input' });
    await user.upload(input, new File(['no soy un pdf'], 'falso.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar ticket' }));
    expect(
      await within(dialog).findByText('El archivo es de un formato no permitido.'),
    ).toBeInTheDocument();
    expect(uploads).toBe(0);

    await user.click(
      within(dialog).getByRole('button', { name: /Quitar falso.pdf|Eliminar falso.pdf/ }),
    );
    await user.upload(input, new File([PDF_BYTES], 'captura.pdf', { type: 'application/pdf' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar ticket' }));
    await expect.poll(() => router.state.location.pathname).toBe('/zendesk/ticket-detail/13');
    expect(uploads).toBe(1);
    expect(sent).toEqual([
      {
        claveIdempotencia: expect.any(String),
        categoria: 'PLATAFORMA',
        asunto: 'No carga mi video',
        descripcion: 'El video de la clase se queda cargando.',
        adjuntos: [41],
      },
    ]);
  });

  it("writes the assistant's unanswered question in the new ticket (?pregunta=)", async () => {
    apiServer.use(http.get(apiUrl('supportDesk', '/tickets'), () => ok([])));
    const question = '¿Puedo llevar a mi perro a la clase presencial del sábado?';
    renderWithProviders(<TicketsPage />, {
      user: 'student',
      url: `/zendesk/listado-tickets?nuevo=1&pregunta=${encodeURIComponent(question)}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket de soporte' });
    expect(within(dialog).getByRole('textbox', { name: /Asunto/ })).toHaveValue(question);
    expect(within(dialog).getByRole('textbox', { name: /Describe tu consulta/ })).toHaveValue(
      question,
    );
  });
});
