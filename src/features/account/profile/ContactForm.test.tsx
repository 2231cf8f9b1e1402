import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Perfil } from '@generated/main/model';
import { profile } from '@/test/profile';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import ContactForm from './ContactForm';

const perfil: Perfil = {
  ...profile,
  phone: '987654321',
  sex: 'F',
  email: 'lucia@correo.example',
  address: 'Av. Los Olivos 123',
  ubigeo: '150101',
  department: 'Lima',
  province: 'Lima',
  district: 'Lima',
  gender: { code: 'F', name: 'Femenino' },
};

const places = () =>
  apiServer.use(
    http.get(apiUrl('main', '/ubigeo/:nivel/listar'), ({ params }) =>
      HttpResponse.json({
        results:
          params.nivel === 'departamentos'
            ? [{ codigo: '15', nombre: 'Lima' }]
            : params.nivel === 'provincias'
              ? [{ codigo: '1501', nombre: 'Lima' }]
              : [
                  { codigo: '150101', nombre: 'Lima' },
                  { codigo: '150135', nombre: 'San Martín de Porres' },
                ],
      }),
    ),
  );

describe('ContactForm', () => {
  it("keeps what was typed and shows the server's message under its field", async () => {
    places();
    apiServer.use(
      http.put(apiUrl('main', '/perfil/:id/datospersonales'), () =>
        HttpResponse.json(
          {
            results: null,
            messagePublic: 'Validation failed',
            errors: { email: ['No es un correo válido.'] },
          } as never,
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ContactForm perfil={perfil} />, { user: 'student' });
    const address = screen.getByRole('textbox', { name: /^Dirección/ });
    await user.clear(address);
    await user.type(address, 'Jr. Las Magnolias 245');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No es un correo válido.')).toBeInTheDocument();
    expect(address).toHaveValue('Jr. Las Magnolias 245');
  });

  it('refuses an e-mail by the spec rule before sending, and sends the district chosen', async () => {
    places();
    let sent: unknown = null;
    apiServer.use(
      http.put(apiUrl('main', '/perfil/:id/datospersonales'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          results: perfil,
          messagePublic: 'Se realizo la operación con éxito',
        });
      }),
    );
    const { user } = renderWithProviders(<ContactForm perfil={perfil} />, { user: 'student' });
    const email = screen.getByRole('textbox', { name: /^Correo personal/ });
    await user.clear(email);
    await user.type(email, 'lucia@correo');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No es un correo válido.')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(email, '.example');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(sent).toEqual({
        email: 'lucia@correo.example',
        address: 'Av. Los Olivos 123',
        ubigeo: '150101',
        gender: 'F',
      }),
    );
  });
});
