import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime, toCampusTime, type DateInput } from '@/lib/dates';
import { datePickerTexts } from '../texts';
import { useCalendarRules, type CalendarRules } from './calendarRules';
import PickerField from './PickerField';
import PickerSurface from './PickerSurface';

export interface DatePickerProps extends CalendarRules {
  /** Visible label of the field, also the name of the picker dialog. */
  label: string;
  /** The chosen date and time, or null. */
  value: DateInput | null;
  /** Called with the new moment (Lima time, seconds zeroed) when 'Crear evento' confirms it. */
  onChange: (value: Dayjs) => void;
  /** Minutes between the choices of the minutes column. @default 1 */
  minutesStep?: number;
  /** @default false */
  disabled?: boolean;
  /** Hint or error under the field. */
  helperText?: string;
}

/** Now, floored to the minutes step and kept within min and max: where an empty picker starts. */
function referenceMoment(step: number, min?: Dayjs, max?: Dayjs): Dayjs {
  const now = toCampusTime(Date.now()).second(0).millisecond(0);
  const rounded = now.minute(Math.floor(now.minute() / step) * step);
  if (min && rounded.isBefore(min)) return min;
  if (max && rounded.isAfter(max.endOf('day'))) return max;
  return rounded;
}

/**
 * Date and 12-hour time in es-PE: the calendar and the clock work on a draft that 'Crear evento'
 * confirms and 'Cancelar' (or Escape) drops.
 */
export default function DatePicker({
  label,
  value,
  onChange,
  minutesStep = 1,
  disabled = false,
  helperText,
  ...rules
}: DatePickerProps) {
  const { calendarProps, firstEnabledDay, min, max } = useCalendarRules(rules);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [draft, setDraft] = useState<{ value: Dayjs | null; reference: Dayjs } | null>(null);
  const current = value === null ? null : toCampusTime(value);

  const open = () =>
    setDraft({
      value: current,
      reference: firstEnabledDay(referenceMoment(minutesStep, min, max)),
    });
  const close = () => setDraft(null);
  const confirm = () => {
    if (draft?.value) onChange(draft.value.second(0).millisecond(0));
    close();
  };
  const change = (next: Dayjs | null) => setDraft((state) => state && { ...state, value: next });

  return (
    <>
      <PickerField
        label={label}
        text={current ? formatDateTime(current) : ''}
        onOpen={open}
        disabled={disabled}
        helperText={helperText}
        anchorRef={setAnchor}
      />
      {draft && (
        <PickerSurface
          label={label}
          anchorEl={anchor}
          onClose={close}
          actions={
            <>
              <Button onClick={close}>{datePickerTexts.cancel}</Button>
              <Button variant="contained" onClick={confirm} disabled={!draft.value}>
                {datePickerTexts.create}
              </Button>
            </>
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center' }}>
            <DateCalendar
              {...calendarProps}
              value={draft.value}
              referenceDate={draft.reference}
              onChange={change}
              sx={{ flexShrink: 0 }}
              // The dialog pattern: focus moves into the picker, onto the chosen day or today.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            <MultiSectionDigitalClock
              timezone={calendarProps.timezone}
              ampm
              timeSteps={{ minutes: minutesStep }}
              value={draft.value}
              referenceDate={draft.reference}
              onChange={change}
            />
          </Stack>
        </PickerSurface>
      )}
    </>
  );
}
