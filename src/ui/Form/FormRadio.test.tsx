import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormRadio } from './FormRadio';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

const options = [
  { id: 'FOTO', text: 'Foto' },
  { id: 'VIDEO', text: 'Video' },
];

function MediaForm({ send }: { send: (values: { opcion: string | null }) => Promise<unknown> }) {
  return (
    <TestForm defaultValues={{ opcion: null as string | null }} send={send}>
      {(control) => (
        <FormRadio control={control} name="opcion" label="Adjuntar" required options={options} />
      )}
    </TestForm>
  );
}

describe('FormRadio', () => {
  it('asks for a choice on submit, then stores the chosen id', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<MediaForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El campo es requerido.');
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Video' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ opcion: 'VIDEO' }));
  });

  it("shows the server's message under the group", async () => {
    const { user } = renderWithProviders(
      <MediaForm send={() => Promise.reject(refusal('opcion', 'No es un valor válido.'))} />,
    );

    await user.click(screen.getByRole('radio', { name: 'Foto' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No es un valor válido.');
  });
});
