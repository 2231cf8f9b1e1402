import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate, toCampusTime, type DateInput } from '@/lib/dates';
import { datePickerTexts } from '../texts';
import { useCalendarRules, type CalendarRules } from './calendarRules';
import PickerField from './PickerField';
import PickerSurface from './PickerSurface';
import RangeDay, { RangeContext } from './RangeDay';
import {
  completeRange,
  emptyDraft,
  pickRangeDay,
  type DateRange,
  type RangeDraft,
} from './rangeSelection';

export interface DateRangePickerProps extends CalendarRules {
  /** Visible label of the field, also the name of the picker dialog. */
  label: string;
  /** The chosen range ({ start, end } as ISO strings, `Date`s or dayjs), or null. */
  value: { start: DateInput; end: DateInput } | null;
  /** Called by 'Aplicar' (the range, or null when incomplete) and by 'Borrar' (null). */
  onChange: (value: DateRange | null) => void;
  /** @default false */
  disabled?: boolean;
  /** Hint or error under the field. */
  helperText?: string;
}

const dayText = (day: Dayjs | null) => (day ? formatDate(day) : datePickerTexts.notChosen);

/**
 * A range of whole days on one calendar: the first day chosen is the start, the next the end.
 * Built here because the pickers' own range picker is not free.
 */
export default function DateRangePicker({
  label,
  value,
  onChange,
  disabled = false,
  helperText,
  ...rules
}: DateRangePickerProps) {
  const { calendarProps, isDayDisabled, firstEnabledDay, min } = useCalendarRules(rules);
  const current = value && { start: toCampusTime(value.start), end: toCampusTime(value.end) };
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  // `focused` is the day last chosen: the keyboard focus stays where the user left it.
  const [session, setSession] = useState<{
    draft: RangeDraft;
    focused: Dayjs | null;
    reference: Dayjs;
  } | null>(null);

  const open = () => {
    const today = toCampusTime(Date.now()).startOf('day');
    setSession({
      draft: emptyDraft(current),
      focused: current?.start ?? null,
      reference: firstEnabledDay(min && today.isBefore(min) ? min : today),
    });
  };
  const close = () => setSession(null);
  const emit = (range: DateRange | null) => {
    onChange(range);
    close();
  };
  const pick = (day: Dayjs | null) => {
    if (!day) return;
    setSession(
      (state) =>
        state && { ...state, focused: day, draft: pickRangeDay(state.draft, day, isDayDisabled) },
    );
  };

  return (
    <>
      <PickerField
        label={label}
        text={current ? `${formatDate(current.start)} – ${formatDate(current.end)}` : ''}
        onOpen={open}
        disabled={disabled}
        helperText={helperText}
        anchorRef={setAnchor}
      />
      {session && (
        <PickerSurface
          label={label}
          anchorEl={anchor}
          onClose={close}
          actions={
            <>
              <Button onClick={() => emit(null)}>{datePickerTexts.clear}</Button>
              <Button variant="contained" onClick={() => emit(completeRange(session.draft))}>
                {datePickerTexts.apply}
              </Button>
            </>
          }
        >
          <RangeContext value={session.draft}>
            <DateCalendar
              {...calendarProps}
              views={['day']}
              value={session.focused}
              referenceDate={session.reference}
              onChange={pick}
              slots={{ day: RangeDay }}
              // The dialog pattern: focus moves into the picker, onto the chosen day or today.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </RangeContext>
          <Typography variant="body2" aria-live="polite" sx={{ px: 3, pb: 1 }}>
            {datePickerTexts.rangeStart}: {dayText(session.draft.start)} ·{' '}
            {datePickerTexts.rangeEnd}: {dayText(session.draft.end)}
          </Typography>
        </PickerSurface>
      )}
    </>
  );
}
