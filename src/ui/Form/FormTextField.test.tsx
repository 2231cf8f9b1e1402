import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { maxLength, minLength } from '@/lib/validation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormTextField } from './FormTextField';
import { useCampusForm, useSubmit } from '@/lib/forms';

function TestForm({ send }: { send: (values: { nombre: string }) => Promise<unknown> }) {
  const form = useCampusForm({ defaultValues: { nombre: '' } });
  const onSubmit = useSubmit(form, send);
  return (
    <form aria-label="Prueba" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={form.control}
        name="nombre"
        label="Nombre"
        required
        rules={[minLength(3), maxLength(5)]}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('FormTextField on a campus form', () => {
  it('keeps its message hidden until the field is touched, then shows only the first', async () => {
    const { user } = renderWithProviders(<TestForm send={vi.fn()} />);
    const input = screen.getByLabelText(/Nombre/);

    await user.type(input, 'ab');
    expect(screen.queryByText('El mínimo de caracteres que debes ingresar es 3')).toBeNull();
    await user.tab();
    expect(
      await screen.findByText('El mínimo de caracteres que debes ingresar es 3'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'c');
    await waitFor(() =>
      expect(screen.queryByText('El mínimo de caracteres que debes ingresar es 3')).toBeNull(),
    );
  });

  it('shows every message on submit and sends nothing while invalid', async () => {
    const send = vi.fn();
    const { user } = renderWithProviders(<TestForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El campo es requerido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, and can send again after a failure', async () => {
    let fail!: (error: Error) => void;
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<TestForm send={send} />);
    await user.type(screen.getByLabelText(/Nombre/), 'Lucía');
    const save = screen.getByRole('button', { name: 'Guardar' });

    await user.click(save);
    await user.click(save);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    fail(new Error('sin conexión'));
    await waitFor(() => expect(screen.getByLabelText(/Nombre/)).toHaveValue('Lucía'));
    await user.click(save);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({ nombre: 'Lucía' });
  });
});
