import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { minLength } from '@/lib/validation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormTextArea } from './FormTextArea';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

function CommentForm({ send }: { send: (values: { comentario: string }) => Promise<unknown> }) {
  return (
    <TestForm defaultValues={{ comentario: '' }} send={send}>
      {(control) => (
        <FormTextArea
          control={control}
          name="comentario"
          label="Comentario"
          required
          rules={[minLength(5)]}
          maxLength={20}
        />
      )}
    </TestForm>
  );
}

describe('FormTextArea', () => {
  it("says the form's messages, not its own, and keeps its counter", async () => {
    const send = vi.fn();
    const { user } = renderWithProviders(<CommentForm send={send} />);
    const comment = screen.getByRole('textbox', { name: /Comentario/ });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(comment).toHaveAccessibleDescription('El campo es requerido. 0 / 20');
    await user.type(comment, 'Hola');
    expect(comment).toHaveAccessibleDescription(
      'El mínimo de caracteres que debes ingresar es 5 4 / 20',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's message under the text area", async () => {
    const { user } = renderWithProviders(
      <CommentForm send={() => Promise.reject(refusal('comentario', 'No es un valor válido.'))} />,
    );
    const comment = screen.getByRole('textbox', { name: /Comentario/ });

    await user.type(comment, 'Faltó a clase.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('No es un valor válido.')).toBeInTheDocument();
    expect(comment).toHaveValue('Faltó a clase.');
  });
});
