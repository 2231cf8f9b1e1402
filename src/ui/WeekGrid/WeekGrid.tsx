import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { weekGridTexts as t } from '../texts/weekGrid';
import WeekCell from './WeekCell';
import WeekTable from './WeekTable';

/** Monday (1) to Saturday (6). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6] as const;
/** Whole hours from 07:00 to 21:00 (the last ends at 22:00). */
export const WEEK_HOURS = Array.from(
  { length: 15 },
  (_, index) => `${String(index + 7).padStart(2, '0')}:00`,
);

const COLUMNS = WEEK_DAYS.map((day) => ({
  key: String(day),
  header: (
    <Box component="span" sx={{ textTransform: 'capitalize' }}>
      {t.days[day - 1]}
    </Box>
  ),
}));
const ROWS = WEEK_HOURS.map((hour) => ({ key: hour, header: hour }));

/** A free hour's key: `weekHourKey(1, '08:00')`. */
export const weekHourKey = (day: number, hour: string) => `${day}-${hour}`;

export interface WeekGridProps {
  /** The table's name, e.g. 'Disponibilidad de Jorge Ramírez Salazar'. */
  label: string;
  /** The free hours, by `weekHourKey`. */
  free: ReadonlySet<string>;
  /** Edit mode: each hour is a toggle button. */
  editing?: boolean;
  onToggle?: (day: number, hour: string) => void;
}

/**
 * A weekly grid of whole hours, a row per hour and a column per day, each cell saying in words
 * whether the hour is free. In edit mode the cells are toggle buttons (aria-pressed when free)
 * named like 'lunes 08:00', so the week is edited with the keyboard alone. Scrolls sideways on a
 * phone.
 */
export default function WeekGrid({ label, free, editing = false, onToggle }: WeekGridProps) {
  return (
    <WeekTable
      label={label}
      scrollLabel={t.scroll}
      rowsHeader={t.hour}
      columns={COLUMNS}
      rows={ROWS}
      renderCell={(row, column) => {
        const day = Number(column.key);
        const on = free.has(weekHourKey(day, row.key));
        return (
          <WeekCell
            text={on ? t.free : t.busy}
            look={(theme) => ({
              color: on ? 'text.primary' : 'text.secondary',
              bgcolor: on ? alpha(theme.palette.success.main, 0.18) : 'background.paper',
            })}
            {...(editing && {
              toggle: {
                label: t.cell(t.days[day - 1]!, row.key),
                pressed: on,
                onToggle: () => onToggle?.(day, row.key),
              },
            })}
          />
        );
      }}
    />
  );
}
