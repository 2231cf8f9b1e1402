import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormSwitch } from './FormSwitch';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

type Values = { avanzado: boolean; sedes: string };

function FilterForm({ send }: { send?: (values: Values) => Promise<unknown> }) {
  return (
    <TestForm<Values> defaultValues={{ avanzado: false, sedes: '' }} mode="onChange" send={send}>
      {(control) => (
        <FormSwitch
          control={control}
          name="avanzado"
          label="Filtro avanzado"
          rules={(values) => [
            () => (values.avanzado && !values.sedes ? 'No es un valor válido.' : null),
          ]}
          showErrors
        />
      )}
    </TestForm>
  );
}

describe('FormSwitch', () => {
  it('stores whether it is on, and runs rules that read the form as soon as it changes', async () => {
    const { user } = renderWithProviders(<FilterForm />);
    const advanced = screen.getByRole('switch', { name: 'Filtro avanzado' });

    await user.click(advanced);
    expect(advanced).toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent('No es un valor válido.');

    await user.click(advanced);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows the server's message under the switch", async () => {
    const send = vi.fn(() => Promise.reject(refusal('avanzado', 'No cumple con el formato.')));
    const { user } = renderWithProviders(<FilterForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No cumple con el formato.');
    expect(send).toHaveBeenCalledWith({ avanzado: false, sedes: '' });
  });
});
