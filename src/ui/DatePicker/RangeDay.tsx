import { alpha } from '@mui/material/styles';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { Dayjs } from 'dayjs';
import { createContext, useContext } from 'react';

/** The range being drafted, read by every day cell of the range calendar. */
export const RangeContext = createContext<{ start: Dayjs | null; end: Dayjs | null }>({
  start: null,
  end: null,
});

/** A calendar day that knows the drafted range: both ends filled, the days between tinted. */
export default function RangeDay(props: PickerDayProps) {
  const { start, end } = useContext(RangeContext);
  const day = props.day as Dayjs;
  const isEnd = [start, end].some((edge) => edge?.isSame(day, 'day'));
  const between = !!start && !!end && day.isAfter(start, 'day') && day.isBefore(end, 'day');
  const tinted = between && !props.outsideCurrentMonth;
  return (
    <PickerDay
      {...props}
      selected={isEnd}
      aria-selected={isEnd || between}
      sx={
        tinted
          ? (theme) => ({
              borderRadius: 1,
              bgcolor: alpha(
                theme.palette.primary.main,
                theme.palette.mode === 'dark' ? 0.24 : 0.12,
              ),
            })
          : undefined
      }
    />
  );
}
