import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/psychology/slotRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import { texts } from '../texts';
import WeekNavigator from './WeekNavigator';

const FIRST = '2026-11-30';

function Weeks({ weeks }: { weeks: number }) {
  const [monday, setMonday] = useState(FIRST);
  return (
    <WeekNavigator
      monday={monday}
      first={FIRST}
      last={addDays(FIRST, 7 * (weeks - 1))}
      onChange={setMonday}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('WeekNavigator', () => {
  it('hands the focus to the other button when the one pressed reaches its last week (issue 54)', async () => {
    const { user } = renderWithProviders(<Weeks weeks={2} />);
    await user.click(button(texts.calendar.nextWeek));
    expect(button(texts.calendar.nextWeek)).toBeDisabled();
    expect(button(texts.calendar.previousWeek)).toHaveFocus();
    await user.click(button(texts.calendar.previousWeek));
    expect(button(texts.calendar.previousWeek)).toBeDisabled();
    expect(button(texts.calendar.nextWeek)).toHaveFocus();
  });

  it('keeps the focus on the button pressed while it can go on', async () => {
    const { user } = renderWithProviders(<Weeks weeks={3} />);
    await user.click(button(texts.calendar.nextWeek));
    expect(button(texts.calendar.nextWeek)).toBeEnabled();
    expect(button(texts.calendar.nextWeek)).toHaveFocus();
  });
});
