import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import RecoverPasswordPage from './RecoverPasswordPage';

describe('RecoverPasswordPage', () => {
  it("sends the code to the signed-in user's mail, resets with it and signs in again", async () => {
    const asked: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('main', '/auth/clave/olvido'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          results: null,
          messagePublic:
            'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
        });
      }),
      http.post(apiUrl('main', '/auth/clave/restablecer'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          results: null,
          messagePublic: 'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.',
        });
      }),
    );
    const { user, router } = renderWithProviders(<RecoverPasswordPage />, {
      user: 'student',
      url: '/recuperar-clave',
    });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('enviamos un código de 6 dígitos');
    await user.type(screen.getByLabelText(/^Código de verificación/), '12a3456');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'NuevaClave2026');
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'NuevaClave2027');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('No coincide con el campo.')).toBeInTheDocument();
    const confirm = screen.getByLabelText(/^Confirmar nueva contraseña/);
    await user.clear(confirm);
    await user.type(confirm, 'NuevaClave2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/login\?/));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('action')).toBe('logout');
    expect(search.get('message')).toBe(
      'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.',
    );
    expect(asked[0]).toEqual({ usuario: expect.any(String) });
    expect(asked[1]).toMatchObject({ codigo: '123456', clave: 'NuevaClave2026' });
  });
});
