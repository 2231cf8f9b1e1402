import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import HomeAlert from './HomeAlert';

const action = <button type="button">Ver mis pagos</button>;

describe('HomeAlert', () => {
  it('as a dialog, is an alertdialog closed with Más tarde when its orden allows it', async () => {
    const onClose = vi.fn();
    render(
      <HomeAlert title="Tienes pagos pendientes" closeable onClose={onClose} action={action}>
        Tienes cuotas vencidas.
      </HomeAlert>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Tienes pagos pendientes' });
    expect(dialog).toHaveTextContent('Tienes cuotas vencidas.');
    await userEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('inline, is a group on the page that takes no focus and interrupts no screen reader', async () => {
    const onClose = vi.fn();
    render(
      <HomeAlert title="Tienes pagos pendientes" closeable inline onClose={onClose} action={action}>
        Tienes cuotas vencidas.
      </HomeAlert>,
    );
    const alert = screen.getByRole('group', { name: 'Tienes pagos pendientes' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(alert).not.toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tienes pagos pendientes' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver mis pagos' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no way to close a blocking alert, in either form', () => {
    const { rerender } = render(
      <HomeAlert title="Reglamentos actualizados" closeable={false} onClose={vi.fn()}>
        Léelos.
      </HomeAlert>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <HomeAlert title="Reglamentos actualizados" closeable={false} inline onClose={vi.fn()}>
        Léelos.
      </HomeAlert>,
    );
    expect(screen.getByRole('group', { name: 'Reglamentos actualizados' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes its own closing text', async () => {
    const onClose = vi.fn();
    render(
      <HomeAlert
        title="No registraste tu asistencia"
        closeable
        closeLabel="Entendido"
        inline
        onClose={onClose}
      >
        Hoy tuviste clases sin marcar.
      </HomeAlert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
  });
});
