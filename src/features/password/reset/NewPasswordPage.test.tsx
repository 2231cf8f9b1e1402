import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import NewPasswordPage from './NewPasswordPage';

const DONE = 'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.';
const done = () => HttpResponse.json({ results: null, messagePublic: DONE });

/** The API answers password resets with `answer`; returns the requests made. */
function answerReset(answer: () => Response | Promise<Response>) {
  const requests = recordRequests();
  apiServer.use(http.post(apiUrl('main', '/auth/clave/restablecer'), answer));
  return requests;
}
const URL_FROM_FORGOT =
  '/nueva-clave?usuario=alumno&message=Si+el+usuario+existe%2C+enviamos+un+c%C3%B3digo+de+6+d%C3%ADgitos+a+su+correo+registrado.';

const usernameInput = () => screen.getByLabelText('Usuario');
const codeInput = () => screen.getByLabelText('Código de verificación');
const passwordInput = () => screen.getByLabelText('Nueva contraseña', { selector: 'input' });
const confirmationInput = () => screen.getByLabelText('Confirmar contraseña');
const saveButton = () => screen.getByRole('button', { name: 'Guardar contraseña' });

async function fillValidForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(codeInput(), '482913');
  await user.type(passwordInput(), 'NuevaClave2026');
  await user.type(confirmationInput(), 'NuevaClave2026');
}

describe('NewPasswordPage', () => {
  it('prefills the username and shows the message that brought the user here', () => {
    renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });
    expect(usernameInput()).toHaveValue('alumno');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
    );
  });

  it('takes only digits in the code, six at most, with a numeric keyboard', async () => {
    const { user } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });
    await user.type(codeInput(), '48a2-91 3777');
    expect(codeInput()).toHaveValue('482913');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the spec §5 messages, each once touched, only the first per field', async () => {
    const requests = answerReset(done);
    const { user } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });

    await user.click(saveButton());
    expect(screen.getAllByText('El campo es requerido.')).toHaveLength(3);

    await user.type(codeInput(), '123');
    await user.type(passwordInput(), 'corta');
    await user.type(confirmationInput(), 'otra');
    expect(screen.getByText('El mínimo de caracteres que debes ingresar es 6')).toBeInTheDocument();
    expect(screen.getByText('El mínimo de caracteres que debes ingresar es 8')).toBeInTheDocument();
    expect(screen.getByText('No coincide con el campo.')).toBeInTheDocument();
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('waits for a field to be touched before showing its error', async () => {
    const { user } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });
    await user.type(passwordInput(), 'corta');
    expect(
      screen.queryByText('El mínimo de caracteres que debes ingresar es 8'),
    ).not.toBeInTheDocument();

    await user.click(confirmationInput());
    expect(screen.getByText('El mínimo de caracteres que debes ingresar es 8')).toBeInTheDocument();
  });

  it('keeps the untouched confirmation quiet while the password is typed, then checks it live', async () => {
    const { user } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });
    await user.type(passwordInput(), 'Campus2026');
    // Leaving the password checks the confirmation that depends on it, which must still be quiet.
    await user.tab();
    await user.type(passwordInput(), '1');
    expect(screen.queryByText('El campo es requerido.')).not.toBeInTheDocument();
    expect(confirmationInput()).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(confirmationInput(), 'Campus20261');
    await user.tab();
    expect(screen.queryByText('No coincide con el campo.')).not.toBeInTheDocument();
    await user.type(passwordInput(), 'x');
    expect(await screen.findByText('No coincide con el campo.')).toBeInTheDocument();
  });

  it('refuses spaces in both passwords', async () => {
    const { user } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });
    await user.type(passwordInput(), 'Nueva Clave');
    await user.type(confirmationInput(), 'Nueva Clave');
    expect(passwordInput()).toHaveValue('NuevaClave');
    expect(confirmationInput()).toHaveValue('NuevaClave');
  });

  it("saves and returns to the login page with the server's message", async () => {
    const requests = answerReset(done);
    const { user, router } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });

    await fillValidForm(user);
    await user.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe(DONE);
    expect(await requests[0]!.request.json()).toEqual({
      usuario: 'alumno',
      codigo: '482913',
      clave: 'NuevaClave2026',
    });
  });

  it('says the code is wrong, keeps the form and raises no toast', async () => {
    answerReset(() =>
      HttpResponse.json(
        {
          results: null,
          message: 'Invalid code',
          messagePublic: 'Código inválido',
          errors: { codigo: ['Código inválido'] },
        },
        { status: 400 },
      ),
    );
    const { user, router } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });

    await fillValidForm(user);
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El código ingresado es incorrecto. Inténtalo nuevamente.',
    );
    expect(codeInput()).toHaveValue('482913');
    expect(passwordInput()).toHaveValue('NuevaClave2026');
    expect(router.state.location.pathname).toBe('/nueva-clave');
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('saves only once while the request runs', async () => {
    let answer!: () => void;
    const requests = answerReset(() => new Promise((resolve) => (answer = () => resolve(done()))));
    const { user, router } = renderWithProviders(<NewPasswordPage />, { url: URL_FROM_FORGOT });

    await fillValidForm(user);
    await user.click(saveButton());
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Nueva contraseña' }));

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests).toHaveLength(1);
  });
});
