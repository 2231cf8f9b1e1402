import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import TeachingContact from './TeachingContact';

const serveContact = (valor2: string | null) =>
  apiServer.use(
    http.get(apiUrl('main', '/admin/parametro/listar'), () =>
      ok({
        parametros: [
          {
            id: 9,
            clave: 'EVA_CorreoGestionDocente',
            valor: 'Escríbenos a gestion.docente@horizonte.example',
            valor2,
            descripcion: 'Contacto de gestión docente.',
            marca: 'HZT',
            sistema: true,
            version: 1,
          },
        ],
        total: 1,
        pagina: 1,
        tamanoPagina: 500,
      }),
    ),
  );

describe('TeachingContact', () => {
  it('shows valor as a link to valor2 (spec §3 EVA_CorreoGestionDocente)', async () => {
    serveContact('mailto:gestion.docente@horizonte.example');
    renderWithProviders(<TeachingContact />, { user: 'teacher' });
    expect(
      await screen.findByRole('link', { name: 'Escríbenos a gestion.docente@horizonte.example' }),
    ).toHaveAttribute('href', 'mailto:gestion.docente@horizonte.example');
  });

  it.each([null, 'javascript:alert(1)', 'data:text/html,hola'])(
    'shows valor as text when valor2 is %j',
    async (valor2) => {
      serveContact(valor2);
      renderWithProviders(<TeachingContact />, { user: 'teacher' });
      expect(
        await screen.findByText('Escríbenos a gestion.docente@horizonte.example'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
