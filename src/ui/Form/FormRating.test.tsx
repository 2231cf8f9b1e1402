import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormRating } from './FormRating';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

function SurveyForm({ send }: { send: (values: { nota: number | null }) => Promise<unknown> }) {
  return (
    <TestForm defaultValues={{ nota: null as number | null }} send={send}>
      {(control) => (
        <FormRating
          control={control}
          name="nota"
          label="¿Qué te pareció la unidad?"
          variant="emoji"
          required="Elige una respuesta."
        />
      )}
    </TestForm>
  );
}

describe('FormRating', () => {
  it('asks for a face on submit in its own words, then stores the chosen value', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<SurveyForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige una respuesta.');
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Muy bien' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ nota: 5 }));
  });

  it("shows the server's message under the scale", async () => {
    const { user } = renderWithProviders(
      <SurveyForm send={() => Promise.reject(refusal('nota', 'No es un valor válido.'))} />,
    );

    await user.click(screen.getByRole('radio', { name: 'Bien' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No es un valor válido.');
  });
});
