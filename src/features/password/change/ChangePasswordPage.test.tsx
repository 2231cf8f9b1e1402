import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import ChangePasswordPage from './ChangePasswordPage';
import { usePasswordTask } from './usePasswordTask';

const CHANGE = apiUrl('main', '/usuario/cambiocontraseña');

/** The page beside a probe that says when the flow's answer has been rendered. */
const FLOW_READ = 'flujo leído';
function PageWithFlowRead() {
  const { task } = usePasswordTask();
  return (
    <>
      <ChangePasswordPage />
      {task && <span>{FLOW_READ}</span>}
    </>
  );
}

const flowWith = (detalle: Record<string, unknown>[] | null) =>
  http.post(apiUrl('main', '/usuario/flujo'), () =>
    ok({
      detalle:
        detalle === null
          ? []
          : [
              {
                idTarea: 7,
                modulo: 'cambiarClave',
                orden: 1,
                isSubTask: false,
                onlySkippedSteps: false,
                codeConfig: null,
                url: '/actualizar-clave',
                detalle,
              },
            ],
      tieneAsincronico: false,
      habilitarMarcacion: true,
      esCarrera: true,
    }),
  );

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current !== undefined)
    await user.type(screen.getByLabelText(/^Contraseña actual/), values.current);
  if (values.next !== undefined)
    await user.type(screen.getByLabelText(/^Nueva contraseña/), values.next);
  if (values.confirm !== undefined)
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), values.confirm);
}

const submit = (user: ReturnType<typeof renderWithProviders>['user']) =>
  user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

describe('ChangePasswordPage', () => {
  it('keeps what was typed when the current password is refused, then shows the change made', async () => {
    apiServer.use(flowWith(null));
    let answers = 0;
    apiServer.use(
      http.put(CHANGE, () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json(
              {
                results: null,
                messagePublic: 'La contraseña actual no es correcta.',
                errors: { claveActual: ['La contraseña actual no es correcta.'] },
              } as never,
              { status: 400 },
            )
          : HttpResponse.json({
              results: null,
              messagePublic: 'Tu contraseña se actualizó correctamente.',
            });
      }),
    );
    const { user } = renderWithProviders(<ChangePasswordPage />, { user: 'student' });
    await fill(user, { current: 'Campus2025', next: 'NuevaClave2026', confirm: 'NuevaClave2026' });
    await submit(user);
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue('NuevaClave2026');
    expect(screen.getByLabelText(/^Confirmar nueva contraseña/)).toHaveValue('NuevaClave2026');
    const current = screen.getByLabelText(/^Contraseña actual/);
    await user.clear(current);
    await user.type(current, 'Campus2026');
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña se actualizó correctamente.',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(answers).toBe(2);
  });

  it('checks spec §5 rules before sending: spaces, 8 characters, different-to and equal-to', async () => {
    apiServer.use(flowWith(null));
    const { user } = renderWithProviders(<ChangePasswordPage />, { user: 'student' });
    await fill(user, { current: 'Campus2026', next: 'Abc 123' });
    // The space never reached the field.
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue('Abc123');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), '4');
    await submit(user);
    expect(
      await screen.findByText('El mínimo de caracteres que debes ingresar es 8'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), '5');
    expect(
      screen.queryByText('El mínimo de caracteres que debes ingresar es 8'),
    ).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nueva contraseña/));
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Campus2026');
    expect(await screen.findByText('Haz un ingresado un valor similar')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'Campus2027');
    await submit(user);
    expect(await screen.findByText('No coincide con el campo.')).toBeInTheDocument();
  });

  it('offers the skip only where the flow task allows it, and goes home after it', async () => {
    apiServer.use(flowWith([{ omitible: true }]));
    let omitted = false;
    apiServer.use(
      http.patch(`${CHANGE}/omitir`, () => {
        omitted = true;
        return ok(null);
      }),
    );
    const { user, router } = renderWithProviders(<ChangePasswordPage />, {
      user: 'student',
      url: '/actualizar-clave',
    });
    await user.click(await screen.findByRole('button', { name: 'Omitir por ahora' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(omitted).toBe(true);
  });

  it('hides the skip for a temporary password that must be changed', async () => {
    apiServer.use(flowWith([]));
    const requests = recordRequests();
    renderWithProviders(<PageWithFlowRead />, { user: 'student' });
    expect(
      await screen.findByRole('link', { name: '¿No recuerdas tu contraseña actual?' }),
    ).toHaveAttribute('href', '/recuperar-clave');
    // The page has rendered the flow's answer (the probe beside it shows it in the same commit):
    // still no skip.
    expect(await screen.findByText(FLOW_READ)).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/usuario/flujo');
    expect(screen.queryByRole('button', { name: 'Omitir por ahora' })).not.toBeInTheDocument();
  });
});
