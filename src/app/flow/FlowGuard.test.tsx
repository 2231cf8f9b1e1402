import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TareaFlujo } from '@generated/main/model';
import { toast } from '@/lib/toast';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import FlowGuard from './FlowGuard';

const task = (modulo: string, orden: number, detalle: object[], url = '/'): TareaFlujo => ({
  idTarea: orden,
  modulo,
  orden,
  isSubTask: false,
  onlySkippedSteps: false,
  codeConfig: null,
  url,
  detalle: detalle as TareaFlujo['detalle'],
});

const flowAnswers = (tasks: TareaFlujo[]) =>
  apiServer.use(
    http.post(apiUrl('main', '/usuario/flujo'), () =>
      ok({ detalle: tasks, tieneAsincronico: false, habilitarMarcacion: true, esCarrera: true }),
    ),
  );

const preRegistration = task('preRegistration', 31, [
  { idPeriodo: 9, periodo: '2027-I', cierre: '2026-12-05' },
]);
const debts = task('deudas', 38, [{ vencida: true }], '/estudiantes/pagos');

describe('FlowGuard on home', () => {
  it('shows the closeable alerts one at a time in order, each closed for the session', async () => {
    flowAnswers([debts, preRegistration]);
    const { user } = renderWithProviders(<FlowGuard />, { user: 'student' });
    const first = await screen.findByRole('alertdialog', { name: 'Prematrícula 2027-I' });
    expect(within(first).getByText(/abierta hasta el 05\/12\/2026/)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Más tarde' }));
    const second = await screen.findByRole('alertdialog', { name: 'Tienes pagos pendientes' });
    expect(within(second).getByRole('link', { name: 'Ver mis pagos' })).toHaveAttribute(
      'href',
      '/estudiantes/pagos',
    );
    await user.click(within(second).getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('campus.dismissedAlerts') ?? '[]')).toEqual([
      'preRegistration',
      'deudas',
    ]);
    localStorage.clear();
  });

  it('keeps a blocking alert open without a way to close it, and lets the user reach its page', async () => {
    flowAnswers([task('deudas', 10, [{ vencida: false }], '/estudiantes/pagos')]);
    const { router } = renderWithProviders(<FlowGuard />, { user: 'student' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes pagos pendientes' });
    expect(within(dialog).queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
    await router.navigate('/estudiantes/horario');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    await router.navigate('/estudiantes/pagos');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/estudiantes/pagos');
  });

  // Issue 54: the bottom bar's 'Inicio' during a mandatory task silently stayed put.
  it('says why when the user leaves a mandatory task and is brought back, not on arrival', async () => {
    toast.clear();
    const STAY = 'Primero completa esta tarea obligatoria; luego podrás ir a otras páginas.';
    const said = () => toast.getSnapshot().filter((item) => item.detail === STAY);
    flowAnswers([task('actualizarDatos', 5, [], '/actualizar-datos')]);
    const { router } = renderWithProviders(<FlowGuard />, { user: 'student' });
    // Sent to the task on arrival: nothing was left, nothing to say.
    await waitFor(() => expect(currentUrl(router)).toBe('/actualizar-datos'));
    expect(said()).toHaveLength(0);
    await router.navigate('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/actualizar-datos'));
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatchObject({ type: 'info' });
  });
});
