import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { differentTo } from '@/lib/validation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormNewPassword } from './FormNewPassword';

interface Values {
  actual: string;
  nueva: string;
  confirmacion: string;
}

function TestForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useCampusForm<Values>({
    defaultValues: { actual: 'Campus2026', nueva: '', confirmacion: '' },
  });
  const onSubmit = useSubmit(form, send);
  return (
    <form aria-label="Prueba" onSubmit={onSubmit} noValidate>
      <FormNewPassword
        control={form.control}
        name="nueva"
        confirmName="confirmacion"
        label="Nueva"
        confirmLabel="Repetir"
        rules={(values) => [differentTo(values.actual)]}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('FormNewPassword', () => {
  it('asks 8 characters without spaces, its own rules, and an equal confirmation', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<TestForm send={send} />);
    const nueva = screen.getByLabelText(/^Nueva/);
    await user.type(nueva, 'Abc 1234');
    expect(nueva).toHaveValue('Abc1234');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El mínimo de caracteres que debes ingresar es 8'),
    ).toBeInTheDocument();
    await user.clear(nueva);
    await user.type(nueva, 'Campus2026');
    expect(await screen.findByText('Haz un ingresado un valor similar')).toBeInTheDocument();
    await user.clear(nueva);
    await user.type(nueva, 'Abc12345');
    await user.type(screen.getByLabelText(/^Repetir/), 'Abc12346');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No coincide con el campo.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.type(nueva, '6');
    await user.clear(screen.getByLabelText(/^Repetir/));
    await user.type(screen.getByLabelText(/^Repetir/), 'Abc123456');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(send).toHaveBeenCalledWith({
      actual: 'Campus2026',
      nueva: 'Abc123456',
      confirmacion: 'Abc123456',
    });
  });
});
