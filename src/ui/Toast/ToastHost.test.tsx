import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIFE, toast, type ToastOptions } from '@/lib/toast';
import { toastTexts } from '../texts';
import ToastDemo from './Toast.demo';
import ToastHost from './ToastHost';

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

const show = (options: ToastOptions) => act(() => void toast.show(options));

/** Shows a toast with fake timers and returns how long it stayed on screen, to the millisecond. */
const lifeOf = (raise: () => void) => {
  vi.useFakeTimers();
  const { unmount } = render(<ToastHost />);
  act(raise);
  let elapsed = 0;
  while (toast.getSnapshot().length > 0 && elapsed < 10_000) {
    act(() => vi.advanceTimersByTime(100));
    elapsed += 100;
  }
  unmount();
  return elapsed;
};

describe('ToastHost', () => {
  it('announces errors and warnings as alerts', () => {
    render(<ToastHost />);
    act(() => {
      toast.show({
        type: 'error',
        detail: 'Ocurrió un error en el servidor, por favor intente más tarde',
      });
      toast.show({ type: 'warning', detail: 'No se encontro la informacion solicitada.' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Ocurrió un error en el servidor, por favor intente más tarde',
      'No se encontro la informacion solicitada.',
    ]);
  });

  it('announces success and info politely as status', () => {
    render(<ToastHost />);
    act(() => {
      toast.show({
        type: 'success',
        detail: 'Se realizo la operación con éxito',
        position: 'top-center',
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Se realizo la operación con éxito');
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      toast.show({ type: 'error', detail: 'Error sin mensaje' });
    });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('closes by itself after its life', async () => {
    render(<ToastHost />);
    act(() => {
      toast.show({
        type: 'warning',
        detail: 'Has llegado al máximo de archivos adjuntos.',
        life: 50,
      });
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('stays 3 s by default, 5 s for errors and 7 s for notifications (spec §9)', () => {
    expect(lifeOf(() => toast.show({ type: 'success', detail: 'Guardado' }))).toBe(
      TOAST_LIFE.default,
    );
    expect(lifeOf(() => toast.show({ type: 'error', detail: 'Error sin mensaje' }))).toBe(
      TOAST_LIFE.error,
    );
    expect(lifeOf(() => toast.notify('Nueva notificación'))).toBe(TOAST_LIFE.notify);
    expect([TOAST_LIFE.default, TOAST_LIFE.error, TOAST_LIFE.notify]).toEqual([3000, 5000, 7000]);
  });

  it('stacks the toasts of one position together, in their corner', () => {
    render(<ToastHost />);
    show({ type: 'info', detail: 'Primero', position: 'bottom-left' });
    show({ type: 'info', detail: 'Segundo', position: 'bottom-left' });
    show({ type: 'info', detail: 'Tercero', position: 'top-center' });

    const bottomLeft = screen.getByRole('region', { name: toastTexts.region['bottom-left'] });
    expect(
      within(bottomLeft)
        .getAllByRole('status')
        .map((item) => item.textContent),
    ).toEqual(['Primero', 'Segundo']);
    expect(bottomLeft).toHaveStyle({ position: 'fixed', bottom: '16px', left: '16px' });
    const topCenter = screen.getByRole('region', { name: toastTexts.region['top-center'] });
    expect(within(topCenter).getByRole('status')).toHaveTextContent('Tercero');
    expect(topCenter).toHaveStyle({ top: '16px', left: '50%' });
  });

  it('runs the action of its button, then closes', async () => {
    const onButton = vi.fn();
    render(<ToastHost />);
    show({ type: 'info', detail: 'Nueva calificación', buttonText: 'Ver', onButton });
    expect(screen.getByRole('button', { name: toastTexts.close })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver' }));
    expect(onButton).toHaveBeenCalledTimes(1);
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('shows the named icon instead of the type one', () => {
    render(<ToastHost />);
    show({ type: 'success', detail: 'Constancia enviada', icon: 'mail' });
    expect(within(screen.getByRole('status')).getByTestId('MailOutlinedIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('SuccessOutlinedIcon')).not.toBeInTheDocument();
  });

  it('demo raises each kind of toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToastDemo />
        <ToastHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Error' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '¡Ups! ocurrió un error, inténtalo más tarde',
    );

    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(screen.getByRole('status')).toHaveTextContent('Abriste la notificación');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'bottom-left');
    await user.click(screen.getByRole('button', { name: 'Mostrar aviso' }));
    const region = screen.getByRole('region', { name: toastTexts.region['bottom-left'] });
    expect(within(region).getByRole('status')).toHaveTextContent('Aviso abajo a la izquierda');
  });
});
