import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DatePickerDemo from './DatePicker.demo';
import DateRangePicker, { type DateRangePickerProps } from './DateRangePicker';
import type { DateRange } from './rangeSelection';

// Wednesday 4 March 2026 in Lima.
const NOW = new Date('2026-03-04T15:07:30Z');
const LABEL = 'Periodo';

const setup = (props: Partial<DateRangePickerProps> = {}) => {
  const onChange = vi.fn<(value: DateRange | null) => void>();
  render(<DateRangePicker label={LABEL} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
};
const openButton = (label = LABEL) =>
  screen.getByRole('button', { name: `Abrir calendario: ${label}` });
const dialog = (label = LABEL) => screen.getByRole('dialog', { name: label });
const day = (n: number, label = LABEL) =>
  within(dialog(label)).getByRole('gridcell', { name: String(n) });
const button = (name: string, label = LABEL) => within(dialog(label)).getByRole('button', { name });
const emitted = (onChange: ReturnType<typeof setup>['onChange']) => {
  const range = onChange.mock.calls[0][0];
  return range && [range.start, range.end].map((d) => d.format('YYYY-MM-DD HH:mm:ss.SSS'));
};

/** Tabs forward until `element` has focus (at most 20 stops). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let stop = 0; stop < 20 && !element.matches(':focus'); stop += 1) await user.tab();
}

describe('DateRangePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("offers 'Aplicar' and 'Borrar'", async () => {
    const { user } = setup();
    await user.click(openButton());
    expect(button('Aplicar')).toBeInTheDocument();
    expect(button('Borrar')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Crear evento' })).toBeNull();
  });

  it('proposes the end 7 days after the start and applies whole days', async () => {
    const user = userEvent.setup();
    render(<DatePickerDemo />);
    const label = 'Periodo del reporte';
    await user.click(openButton(label));
    await user.click(day(5, label));
    expect(
      within(dialog(label)).getByText(/Inicio: 05\/03\/2026 · Fin: 12\/03\/2026/),
    ).toBeVisible();
    for (const n of [5, 9, 12]) expect(day(n, label)).toHaveAttribute('aria-selected', 'true');
    expect(day(13, label)).toHaveAttribute('aria-selected', 'false');
    await user.click(button('Aplicar', label));
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('05/03/2026 – 12/03/2026');
  });

  it('takes the second day as the end, from the start of the first to the end of the last', async () => {
    const { user, onChange } = setup();
    await user.click(openButton());
    await user.click(day(5));
    await user.click(day(18));
    await user.click(button('Aplicar'));
    expect(emitted(onChange)).toEqual(['2026-03-05 00:00:00.000', '2026-03-18 23:59:59.999']);
  });

  it('clears an incomplete range on apply', async () => {
    const { user, onChange } = setup({ maxDate: '2026-03-10' });
    await user.click(openButton());
    await user.click(day(5));
    expect(within(dialog()).getByText(/Fin: Sin elegir/)).toBeVisible();
    await user.click(button('Aplicar'));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Borrar' clears the range", async () => {
    const { user, onChange } = setup({ value: { start: '2026-03-02', end: '2026-03-06' } });
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue('02/03/2026 – 06/03/2026');
    await user.click(openButton());
    expect(within(dialog()).getByText(/Inicio: 02\/03\/2026 · Fin: 06\/03\/2026/)).toBeVisible();
    await user.click(button('Borrar'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('opens with focus on the first day that can be chosen', async () => {
    const { user } = setup({ minDate: '2026-03-14' });
    await user.click(openButton());
    expect(day(16)).toHaveFocus();
  });

  it('is chosen and applied from the keyboard alone', async () => {
    const { user, onChange } = setup();
    await user.tab();
    await user.tab();
    expect(openButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day(4)).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(within(dialog()).getByText(/Inicio: 04\/03\/2026 · Fin: 06\/03\/2026/)).toBeVisible();
    const apply = button('Aplicar');
    await tabTo(user, apply);
    expect(apply).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(emitted(onChange)).toEqual(['2026-03-04 00:00:00.000', '2026-03-06 23:59:59.999']);
    expect(openButton()).toHaveFocus();
  });
});
