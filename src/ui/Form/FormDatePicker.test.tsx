import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minDate } from '@/lib/validation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormDatePicker } from './FormDatePicker';
import { refusal } from './test/refusal';
import { TestForm } from './test/TestForm';

// Wednesday 4 March 2026, 10:07 a. m. in Lima.
const NOW = new Date('2026-03-04T15:07:30Z');

type Window = { inicio: string | null; fin: string | null };

function WindowForm({
  send,
  fin = null,
}: {
  send?: (v: Window) => Promise<unknown>;
  fin?: string | null;
}) {
  return (
    <TestForm<Window> defaultValues={{ inicio: '2026-03-10T15:00:00.000Z', fin }} send={send}>
      {(control) => (
        <FormDatePicker
          control={control}
          name="fin"
          label="Fin"
          required="Elige la fecha y la hora."
          rules={(values) => (values.inicio ? [minDate(new Date(values.inicio))] : [])}
          helperText="Hora de Lima"
          disabledWeekdays={[]}
        />
      )}
    </TestForm>
  );
}

describe('FormDatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a moment on submit in place of its hint, then stores the confirmed one', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<WindowForm send={send} />);
    const end = screen.getByRole('textbox', { name: 'Fin' });
    expect(end).toHaveAccessibleDescription('Hora de Lima');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(end).toHaveAccessibleDescription('Elige la fecha y la hora.');
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Fin' }));
    const picker = screen.getByRole('dialog', { name: 'Fin' });
    await user.click(within(picker).getByRole('gridcell', { name: '12' }));
    await user.click(within(picker).getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(end).toHaveAccessibleDescription('Hora de Lima'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        inicio: '2026-03-10T15:00:00.000Z',
        fin: '2026-03-12T15:07:00.000Z',
      }),
    );
  });

  it("runs rules that read the other fields, and shows the server's message", async () => {
    const send = () => Promise.reject(refusal('fin', 'No es un valor válido.'));
    const { user } = renderWithProviders(<WindowForm send={send} fin="2026-03-09T15:00:00.000Z" />);
    const end = screen.getByRole('textbox', { name: 'Fin' });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(end).toHaveAccessibleDescription('No cumple con la fecha mínima.');

    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Fin' }));
    const picker = screen.getByRole('dialog', { name: 'Fin' });
    await user.click(within(picker).getByRole('gridcell', { name: '11' }));
    await user.click(within(picker).getByRole('button', { name: 'Crear evento' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(end).toHaveAccessibleDescription('No es un valor válido.'));
  });
});
