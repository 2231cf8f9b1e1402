import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Modal from './Modal';
import { useDiscardGuard } from './useDiscardGuard';

function NoteDialog({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  const { requestClose, confirmation } = useDiscardGuard(note !== '', onClose);
  return (
    <>
      <Modal open onClose={requestClose} title="Nueva nota">
        <label>
          Nota
          <input value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
      </Modal>
      {confirmation}
    </>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  render(<NoteDialog onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('useDiscardGuard', () => {
  it('closes a dialog without input at once', async () => {
    const { onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before Escape throws input away, and Escape on the question keeps editing', async () => {
    const { onClose, user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Traer la constancia');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The form is hidden from the accessibility tree until the question's exit ends: found, not got.
    expect(await screen.findByRole('textbox', { name: 'Nota' })).toHaveValue('Traer la constancia');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(await screen.findByRole('textbox', { name: 'Nota' })).toHaveValue('Traer la constancia');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes the dialog when the user chooses 'Descartar'", async () => {
    const { onClose, user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
