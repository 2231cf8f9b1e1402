import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { weekGridTexts as t } from '../texts/weekGrid';

/** Monday (1) to Saturday (6). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6] as const;
/** Whole hours from 07:00 to 21:00 (the last ends at 22:00). */
export const WEEK_HOURS = Array.from(
  { length: 15 },
  (_, index) => `${String(index + 7).padStart(2, '0')}:00`,
);

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
    <Box
      role="region"
      aria-label={t.scroll}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        component="table"
        aria-label={label}
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          minWidth: 640,
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.25, fontSize: 13 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t.hour}</th>
            {WEEK_DAYS.map((day) => (
              <Box component="th" scope="col" key={day} sx={{ textTransform: 'capitalize' }}>
                {t.days[day - 1]}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEK_HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row">{hour}</th>
              {WEEK_DAYS.map((day) => {
                const on = free.has(weekHourKey(day, hour));
                const look = {
                  minHeight: 32,
                  width: '100%',
                  borderRadius: 0.5,
                  color: on ? 'text.primary' : 'text.secondary',
                  bgcolor: on ? 'var(--week-free)' : 'background.paper',
                };
                return (
                  <Box
                    component="td"
                    key={day}
                    sx={(theme) => ({
                      '--week-free': alpha(theme.palette.success.main, 0.18),
                    })}
                  >
                    {editing ? (
                      <ButtonBase
                        aria-pressed={on}
                        aria-label={t.cell(t.days[day - 1]!, hour)}
                        onClick={() => onToggle?.(day, hour)}
                        sx={(theme) => ({
                          ...look,
                          '&.Mui-focusVisible': {
                            outline: 3,
                            outlineColor: theme.palette.primary.dark,
                          },
                        })}
                      >
                        {on ? t.free : t.busy}
                      </ButtonBase>
                    ) : (
                      <Box sx={{ ...look, display: 'grid', placeItems: 'center' }}>
                        {on ? t.free : t.busy}
                      </Box>
                    )}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
