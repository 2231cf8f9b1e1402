import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import DateLocalizationProvider from './DateLocalizationProvider';

describe('DateLocalizationProvider', () => {
  it('gives the pickers Spanish texts, month names and a week starting on Monday', () => {
    render(
      <DateLocalizationProvider>
        <DateCalendar defaultValue={dayjs('2026-03-09')} />
      </DateLocalizationProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(screen.getByText('marzo 2026')).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(weekdays[0]).toMatch(/^l/i);
  });
});
