import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, failure, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';

const SENT = 'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.';
const sent = () => HttpResponse.json({ results: null, messagePublic: SENT });

/** The API answers requests for a code with `answer`; returns the requests made. */
function answerCodeRequest(answer: () => Response | Promise<Response>) {
  const requests = recordRequests();
  apiServer.use(http.post(apiUrl('main', '/auth/clave/olvido'), answer));
  return requests;
}

const usernameInput = () => screen.getByLabelText('Usuario');
const sendButton = () => screen.getByRole('button', { name: 'Enviar código' });

describe('ForgotPasswordPage', () => {
  it('requires the username before asking for a code', async () => {
    const requests = answerCodeRequest(sent);
    const { user } = renderWithProviders(<ForgotPasswordPage />, { url: '/restablecer-clave' });

    await user.click(sendButton());

    expect(screen.getByText('El campo es requerido.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("asks for a code and continues to /nueva-clave with the user and the server's message", async () => {
    const requests = answerCodeRequest(sent);
    const { user, router } = renderWithProviders(<ForgotPasswordPage />, {
      url: '/restablecer-clave',
    });

    await user.type(usernameInput(), ' alumno ');
    await user.click(sendButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/nueva-clave'));
    expect(await requests[0]!.request.json()).toEqual({ usuario: 'alumno' });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('usuario')).toBe('alumno');
    expect(query.get('message')).toBe(SENT);
  });

  it('shows a refusal inline, keeps the username and raises no toast', async () => {
    const wait = 'Demasiados intentos fallidos. Espera 30 segundos e inténtalo nuevamente.';
    answerCodeRequest(() => failure(429, wait));
    const { user, router } = renderWithProviders(<ForgotPasswordPage />, {
      url: '/restablecer-clave',
    });

    await user.type(usernameInput(), 'alumno');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(usernameInput()).toHaveValue('alumno');
    expect(currentUrl(router)).toBe('/restablecer-clave');
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('asks only once while the request runs', async () => {
    let answer!: () => void;
    const requests = answerCodeRequest(
      () => new Promise((resolve) => (answer = () => resolve(sent()))),
    );
    const { user, router } = renderWithProviders(<ForgotPasswordPage />, {
      url: '/restablecer-clave',
    });

    await user.type(usernameInput(), 'alumno');
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Restablecer contraseña' }));

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nueva-clave'));
    expect(requests).toHaveLength(1);
  });

  it('links back to the login page', () => {
    renderWithProviders(<ForgotPasswordPage />, { url: '/restablecer-clave' });
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
