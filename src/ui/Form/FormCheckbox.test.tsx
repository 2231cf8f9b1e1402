import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormCheckbox } from './FormCheckbox';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

describe('FormCheckbox', () => {
  it("stores whether it is ticked, and shows the server's message under it", async () => {
    const send = vi.fn(() => Promise.reject(refusal('activo', 'No es un valor válido.')));
    const { user } = renderWithProviders(
      <TestForm defaultValues={{ activo: false }} send={send}>
        {(control) => (
          <FormCheckbox
            control={control}
            name="activo"
            label="Activar horario de silencio"
            description="Sin avisos en vivo."
          />
        )}
      </TestForm>,
    );
    const box = screen.getByRole('checkbox', { name: 'Activar horario de silencio' });
    expect(box).toHaveAccessibleDescription('Sin avisos en vivo.');

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(send).toHaveBeenCalledWith({ activo: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No es un valor válido.');
  });
});
