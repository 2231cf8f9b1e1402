import type { Dayjs } from 'dayjs';

/** spec §9: once the start is chosen the end is proposed seven days later. */
export const RANGE_DEFAULT_DAYS = 7;

export interface DateRange {
  /** First day, at 00:00:00.000 Lima time. */
  start: Dayjs;
  /** Last day, at 23:59:59.999 Lima time. */
  end: Dayjs;
}

export interface RangeDraft {
  start: Dayjs | null;
  end: Dayjs | null;
  /** Which end the next chosen day sets. */
  picking: 'start' | 'end';
}

export const emptyDraft = (range?: DateRange | null): RangeDraft => ({
  start: range?.start ?? null,
  end: range?.end ?? null,
  picking: 'start',
});

/**
 * The draft after choosing `day`: the first pick (or one before the start) starts a new range
 * and proposes an end seven days later when that day can be chosen; the next pick sets the end.
 */
export function pickRangeDay(
  draft: RangeDraft,
  day: Dayjs,
  isDayDisabled: (day: Dayjs) => boolean,
): RangeDraft {
  if (draft.picking === 'start' || !draft.start || day.isBefore(draft.start, 'day')) {
    const proposed = day.add(RANGE_DEFAULT_DAYS, 'day');
    return { start: day, end: isDayDisabled(proposed) ? null : proposed, picking: 'end' };
  }
  return { start: draft.start, end: day, picking: 'start' };
}

/** The range to emit: whole days from the start's first instant to the end's last; null if incomplete. */
export function completeRange({ start, end }: RangeDraft): DateRange | null {
  if (!start || !end) return null;
  return { start: start.startOf('day'), end: end.endOf('day') };
}
