import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormCheckboxGroup } from './FormCheckboxGroup';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

const audiences = [
  { id: 'EVAAUD001', text: 'Docentes' },
  { id: 'EVAAUD002', text: 'Estudiantes' },
];

function AudienceForm({ send }: { send: (values: { audiencias: string[] }) => Promise<unknown> }) {
  return (
    <TestForm defaultValues={{ audiencias: [] as string[] }} send={send}>
      {(control) => (
        <FormCheckboxGroup
          control={control}
          name="audiencias"
          label="Audiencia"
          required
          items={audiences}
        />
      )}
    </TestForm>
  );
}

describe('FormCheckboxGroup', () => {
  it('asks for one ticked box on submit, once, then stores the ticked ids', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<AudienceForm send={send} />);
    const group = screen.getByRole('group', { name: /Audiencia/ });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(group).toHaveAccessibleDescription('El campo es requerido.');
    expect(screen.getAllByText('El campo es requerido.')).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Estudiantes' }));
    await waitFor(() => expect(group).not.toHaveAccessibleDescription('El campo es requerido.'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ audiencias: ['EVAAUD002'] }));
  });

  it("shows the server's message under the group", async () => {
    const { user } = renderWithProviders(
      <AudienceForm send={() => Promise.reject(refusal('audiencias', 'No es un valor válido.'))} />,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Docentes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Audiencia/ })).toHaveAccessibleDescription(
        'No es un valor válido.',
      ),
    );
  });
});
