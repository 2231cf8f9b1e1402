import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import WeekGrid, { WEEK_HOURS, weekHourKey } from './WeekGrid';

describe('WeekGrid', () => {
  it('shows Monday to Saturday, 07:00 to 21:00, each hour in words', () => {
    render(<WeekGrid label="Semana" free={new Set([weekHourKey(1, '08:00')])} />);
    const table = screen.getByRole('table', { name: 'Semana' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hora', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    expect(WEEK_HOURS.at(0)).toBe('07:00');
    expect(WEEK_HOURS.at(-1)).toBe('21:00');
    expect(within(table).getAllByText('Disponible')).toHaveLength(1);
    expect(within(table).getAllByText('No disponible')).toHaveLength(6 * 15 - 1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('edits with toggle buttons named by day and hour', async () => {
    const onToggle = vi.fn();
    render(
      <WeekGrid
        label="Semana"
        free={new Set([weekHourKey(6, '21:00')])}
        editing
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole('button', { name: 'sábado 21:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const monday = screen.getByRole('button', { name: 'lunes 07:00' });
    expect(monday).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(monday);
    expect(onToggle).toHaveBeenCalledWith(1, '07:00');
  });
});
