import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@/test/stubViewport';
import { datePickerTexts } from '../texts';
import DatePicker, { type DatePickerProps } from './DatePicker';
import DatePickerDemo from './DatePicker.demo';

// Wednesday 4 March 2026, 10:07:30 a. m. in Lima. March 2026 starts on a Sunday.
const NOW = new Date('2026-03-04T15:07:30Z');
const LABEL = 'Fecha del evento';

const setup = (props: Partial<DatePickerProps> = {}) => {
  const onChange = vi.fn();
  render(<DatePicker label={LABEL} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
};
const openButton = (label = LABEL) =>
  screen.getByRole('button', { name: `Abrir calendario: ${label}` });
const dialog = (label = LABEL) => screen.getByRole('dialog', { name: label });
const day = (n: number) => within(dialog()).getByRole('gridcell', { name: String(n) });
const options = (listbox: string) =>
  within(within(dialog()).getByRole('listbox', { name: listbox }))
    .getAllByRole('option')
    .map((option) => option.textContent);
const field = (label = LABEL) => screen.getByRole('textbox', { name: label });

/** Tabs forward until `element` has focus (at most 20 stops). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let stop = 0; stop < 20 && !element.matches(':focus'); stop += 1) await user.tab();
}

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('labels the weekdays LUN to DOM, Monday first', async () => {
    const { user } = setup();
    await user.click(openButton());
    const headers = within(dialog()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([...datePickerTexts.weekdays]);
    expect(headers[0]).toHaveAccessibleName('lunes');
  });

  it('offers a 12-hour clock with AM and PM, minutes one by one unless told', async () => {
    const { user, onChange } = setup();
    await user.click(openButton());
    expect(options('Seleccionar Horas')).toEqual([
      '12',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    expect(options('Seleccionar Meridiano')).toEqual(['AM', 'PM']);
    expect(options('Seleccionar Minutos')).toHaveLength(60);
    await user.click(day(5));
    await user.click(within(dialog()).getByRole('option', { name: '3 horas' }));
    await user.click(within(dialog()).getByRole('option', { name: 'PM' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear evento' }));
    expect(onChange.mock.calls[0][0].format('YYYY-MM-DD HH:mm:ss.SSS')).toBe(
      '2026-03-05 15:07:00.000',
    );
  });

  it('steps the minutes by minutesStep', async () => {
    const { user } = setup({ minutesStep: 15 });
    await user.click(openButton());
    expect(options('Seleccionar Minutos')).toEqual(['00', '15', '30', '45']);
  });

  it('disables Saturday and Sunday by default', async () => {
    const { user } = setup();
    await user.click(openButton());
    expect(day(7)).toBeDisabled();
    expect(day(8)).toBeDisabled();
    expect(day(9)).toBeEnabled();
  });

  it('allows every weekday with disabledWeekdays [] and disables the ones given', async () => {
    const { user } = setup({ disabledWeekdays: [] });
    await user.click(openButton());
    expect(day(7)).toBeEnabled();
    expect(day(8)).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables days outside minDate and maxDate and the disabledDates', async () => {
    const { user } = setup({
      minDate: '2026-03-03',
      maxDate: '2026-03-20',
      disabledDates: ['2026-03-10'],
    });
    await user.click(openButton());
    expect(day(2)).toBeDisabled();
    expect(day(3)).toBeEnabled();
    expect(day(10)).toBeDisabled();
    expect(day(11)).toBeEnabled();
    expect(day(20)).toBeEnabled();
    expect(day(23)).toBeDisabled();
  });

  it("'Crear evento' confirms the chosen moment and the field shows it in es-PE", async () => {
    const user = userEvent.setup();
    render(<DatePickerDemo />);
    await user.click(openButton());
    expect(within(dialog()).getByRole('button', { name: 'Crear evento' })).toBeDisabled();
    await user.click(day(5));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear evento' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('05/03/2026 10:07 a. m.');
  });

  it("'Cancelar' and Escape close without changing the value", async () => {
    const { user, onChange } = setup({ value: '2026-03-09T20:00:00Z' });
    expect(field()).toHaveValue('09/03/2026 3:00 p. m.');
    await user.click(openButton());
    await user.click(day(12));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(openButton());
    expect(day(9)).toHaveAttribute('aria-selected', 'true');
    await user.click(day(12));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('09/03/2026 3:00 p. m.');
  });

  it('opens as a popover under its field from 600 px', async () => {
    stubViewport(600);
    const { user } = setup();
    await user.click(openButton());
    expect(within(dialog()).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('opens as a full-width dialog with a title under 600 px', async () => {
    stubViewport(599);
    const { user } = setup();
    await user.click(openButton());
    expect(within(dialog()).getByRole('heading', { name: LABEL })).toBeInTheDocument();
    expect(getComputedStyle(dialog()).width).toBe('calc(100% - 32px)');
  });

  it('works from the keyboard alone and gives focus back to the calendar button', async () => {
    const { user, onChange } = setup();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.tab();
    expect(openButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day(4)).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(day(11)).toHaveAttribute('aria-selected', 'true');
    const create = within(dialog()).getByRole('button', { name: 'Crear evento' });
    await tabTo(user, create);
    expect(create).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls[0][0].format('DD/MM/YYYY HH:mm')).toBe('11/03/2026 10:07');
    expect(openButton()).toHaveFocus();
  });

  it('opens with focus on the first day that can be chosen when today cannot', async () => {
    vi.setSystemTime(new Date('2026-03-07T15:00:00Z'));
    const { user } = setup({ disabledDates: ['2026-03-09'] });
    await user.click(openButton());
    expect(day(10)).toHaveFocus();
  });

  it('cannot be opened when disabled', () => {
    setup({ disabled: true });
    expect(field()).toBeDisabled();
    expect(openButton()).toBeDisabled();
  });

  it('opens from the field with Enter', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
  });
});
