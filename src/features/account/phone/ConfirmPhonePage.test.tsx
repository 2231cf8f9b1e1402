import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { apiUrl } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import ConfirmPhonePage from './ConfirmPhonePage';

const refusal = (message: string) =>
  HttpResponse.json(
    { results: null, messagePublic: 'Validation failed', errors: { codigo: [message] } } as never,
    { status: 400 },
  );

async function typeCode(user: ReturnType<typeof renderWithProviders>['user'], code: string) {
  const dialog = screen.getByRole('dialog', { name: 'Confirmar teléfono' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Dígito 1 de 6' }));
  await user.keyboard(code);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return dialog;
}

beforeEach(() => removeStorage('pendingPhone'));

describe('ConfirmPhonePage', () => {
  it('asks for a number first when none waits for its code', () => {
    renderWithProviders(<ConfirmPhonePage />, { user: 'student' });
    expect(
      screen.getByText(
        'No hay un número por confirmar. Ingresa primero el número que quieres registrar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar número' })).toHaveAttribute(
      'href',
      '/actualizar-telefono',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused code, then confirms and returns to Mi cuenta", async () => {
    writeStorage('pendingPhone', { celular: '912345678', masked: '9*****678' });
    let answers = 0;
    apiServer.use(
      http.post(apiUrl('main', '/perfil/verificartelefono/confirmar'), () => {
        answers += 1;
        return answers === 1
          ? refusal('El código venció. Solicita uno nuevo.')
          : HttpResponse.json({
              results: { phone: '912345678', phoneVerified: true },
              messagePublic: 'Tu número de celular fue verificado.',
            });
      }),
    );
    const { user, router } = renderWithProviders(<ConfirmPhonePage />, {
      user: 'student',
      url: '/confirmar-telefono',
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirmar teléfono' });
    expect(dialog).toHaveTextContent('enviamos por SMS al 9*****678');
    await typeCode(user, '123456');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El código venció. Solicita uno nuevo.',
    );
    await typeCode(user, '654321');
    await waitFor(() => expect(currentUrl(router)).toBe('/mi-cuenta'));
    expect(readStorage('pendingPhone')).toBeNull();
    expect(await screen.findByText('Tu número de celular fue verificado.')).toBeInTheDocument();
  });
});
