import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiUrl, failure, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import LoginPage from './LoginPage';

const token = makeToken();
const welcome = () =>
  HttpResponse.json({
    results: { token, usuario: testUsers.student },
    messagePublic: 'Bienvenido(a) al campus',
  });

/** The API answers sign-ins with `answer`; returns the requests made. */
function answerLogin(answer: () => Response | Promise<Response>) {
  const requests = recordRequests();
  apiServer.use(http.post(apiUrl('main', '/auth/login'), answer));
  return requests;
}

const usernameInput = () => screen.getByLabelText('Usuario');
const passwordInput = () => screen.getByLabelText('Contraseña');
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(usernameInput(), 'alumno');
  await user.type(passwordInput(), 'Campus2026');
  await user.click(submitButton());
}

describe('LoginPage', () => {
  it.each([
    [
      'Necesita iniciar sesión',
      '/login?message=Necesita+iniciar+sesi%C3%B3n&redirect=%2Fmi-cuenta',
    ],
    ['Sesión expirada', '/login?message=Sesi%C3%B3n%20expirada'],
    ['Sesión finalizada', '/login?action=logout'],
  ])('shows the notice "%s" from the URL', (notice, url) => {
    renderWithProviders(<LoginPage />, { url });
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });

  it('shows no notice on a plain visit', () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the API', async () => {
    const requests = answerLogin(welcome);
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });

    await user.click(submitButton());

    expect(screen.getAllByText('El campo es requerido.')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('shows a field error only once it was touched', async () => {
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });
    await user.click(usernameInput());
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();

    await user.click(passwordInput());
    expect(screen.getByText('El campo es requerido.')).toBeInTheDocument();
  });

  it('refuses spaces in the password', async () => {
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });
    await user.type(passwordInput(), 'Campus 2026 ');
    expect(passwordInput()).toHaveValue('Campus2026');
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });
    expect(passwordInput()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('signs in and goes to the page that asked for it', async () => {
    const requests = answerLogin(welcome);
    const { user, router } = renderWithProviders(<LoginPage />, {
      url: '/login?message=Necesita+iniciar+sesi%C3%B3n&redirect=%2Festudiantes%2Fresumen%2F123',
    });

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/estudiantes/resumen/123'));
    expect(await requests[0]!.request.json()).toEqual({ usuario: 'alumno', clave: 'Campus2026' });
    expect(sessionStore.getState()).toMatchObject({ token, user: testUsers.student });
  });

  it('goes home when the redirect leaves the site', async () => {
    answerLogin(welcome);
    const { user, router } = renderWithProviders(<LoginPage />, {
      url: '/login?redirect=%2F%2Fevil.example%2Fphish',
    });

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows wrong credentials inline, keeps what was typed and raises no toast', async () => {
    answerLogin(() => failure(401, 'Usuario o contraseña incorrectos.'));
    const { user, router } = renderWithProviders(<LoginPage />, { url: '/login' });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(usernameInput()).toHaveValue('alumno');
    expect(passwordInput()).toHaveValue('Campus2026');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getState().token).toBeNull();
    expect(toast.getSnapshot()).toEqual([]);
  });

  it("puts a 400's field messages under their fields, and a retry sends again", async () => {
    let calls = 0;
    answerLogin(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              results: null,
              messagePublic: 'Revisa los datos ingresados.',
              errors: { usuario: ['Has llegado al límite de caracteres.'] },
            },
            { status: 400 },
          )
        : welcome();
    });
    const { user, router } = renderWithProviders(<LoginPage />, { url: '/login' });

    await fillAndSubmit(user);

    expect(await screen.findByText('Has llegado al límite de caracteres.')).toBeInTheDocument();
    expect(usernameInput()).toHaveAccessibleDescription('Has llegado al límite de caracteres.');
    expect(usernameInput()).toHaveFocus();
    expect(passwordInput()).toHaveValue('Campus2026');

    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toBe(2);
  });

  it('shows the wait message of too many attempts', async () => {
    answerLogin(() =>
      failure(429, 'Demasiados intentos fallidos. Espera 30 segundos e inténtalo nuevamente.'),
    );
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Espera 30 segundos e inténtalo nuevamente.',
    );
  });

  it('says so inline when the server is unreachable', async () => {
    answerLogin(() => HttpResponse.error());
    const { user } = renderWithProviders(<LoginPage />, { url: '/login' });

    await fillAndSubmit(user);

    // The runtime's own words for a request without answer (spec §8: the error text).
    expect(await screen.findByRole('alert')).toHaveTextContent(/^(fetch failed|Failed to fetch)$/);
  });

  it('sends the form once however often it is submitted', async () => {
    let answer!: () => void;
    const requests = answerLogin(
      () => new Promise((resolve) => (answer = () => resolve(welcome()))),
    );
    const { user, router } = renderWithProviders(<LoginPage />, { url: '/login' });

    await fillAndSubmit(user);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(within(submitButton()).getByRole('progressbar')).toBeInTheDocument();
    await user.type(passwordInput(), '{Enter}');
    fireEvent.submit(screen.getByRole('form', { name: 'Iniciar sesión' }));

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests).toHaveLength(1);
  });

  it('links to the password recovery page', () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/restablecer-clave',
    );
  });
});
