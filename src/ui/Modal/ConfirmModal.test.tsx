import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConfirmModal from './ConfirmModal';

describe('ConfirmModal', () => {
  it('asks, confirms once per click, and cancels', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmModal
        title="¿Eliminar?"
        confirmLabel="Eliminar"
        onConfirm={onConfirm}
        onClose={onClose}
      >
        No podrás recuperarla.
      </ConfirmModal>,
    );
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar?' });
    expect(dialog).toHaveTextContent('No podrás recuperarla.');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores confirming and cancelling while the action runs', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmModal
        title="¿Elegir?"
        confirmLabel="Elegir"
        onConfirm={onConfirm}
        onClose={onClose}
        pending
      >
        Solo una vez.
      </ConfirmModal>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // The loading button takes no pointer; a click that reaches it anyway still does nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: /Elegir/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
