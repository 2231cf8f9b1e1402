import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import ToastHost from './ToastHost';

afterEach(() => toast.clear());

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
});
