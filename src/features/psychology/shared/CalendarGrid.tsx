import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import { texts } from '../texts';
import type { CalendarCell, CalendarWeek, CellState } from './calendarWeek';

const t = texts.calendar;

const look = (state: CellState, theme: Theme) => {
  switch (state) {
    case 'open':
      return { bgcolor: alpha(theme.palette.success.main, 0.16), color: 'text.primary' };
    case 'opening':
      return { bgcolor: alpha(theme.palette.primary.main, 0.2), color: 'text.primary', outline: 2 };
    case 'closing':
      return { bgcolor: alpha(theme.palette.warning.main, 0.2), color: 'text.primary', outline: 2 };
    case 'booked':
      return { bgcolor: alpha(theme.palette.info.main, 0.2), color: 'text.primary' };
    case 'closed':
      return { bgcolor: 'background.paper', color: 'text.secondary' };
    default:
      return { bgcolor: 'action.hover', color: 'text.secondary' };
  }
};

interface CalendarGridProps {
  week: CalendarWeek;
  label: string;
  /** Edit mode: editable cells are toggle buttons. */
  editing: boolean;
  /** The brand's holidays by day, named under their column's heading. */
  holidays: ReadonlyMap<string, string>;
  onToggle: (cell: CalendarCell) => void;
}

/**
 * The week as a table: a row per 30-minute slot, a column per day. In edit mode each editable
 * cell is a toggle button (aria-pressed: open after saving) named like 'lunes 30 de noviembre,
 * 09:00', so the calendar is edited with the keyboard alone; every cell says its state in words.
 */
export default function CalendarGrid({
  week,
  label,
  editing,
  holidays,
  onToggle,
}: CalendarGridProps) {
  return (
    <Box
      role="region"
      aria-label={t.scroll}
      // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        component="table"
        aria-label={label}
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          minWidth: 760,
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.25, fontSize: 13 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t.hour}</th>
            {week.days.map((day) => (
              <th key={day.day} scope="col">
                <Box component="span" sx={{ textTransform: 'capitalize' }}>
                  {day.weekday}
                </Box>{' '}
                {day.date}
                {holidays.has(day.day) && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                    {holidays.get(day.day)}
                  </Box>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.rows.map((row) => (
            <tr key={row.time}>
              <th scope="row">{row.time}</th>
              {row.cells.map((cell) => (
                <td key={cell.start}>
                  {editing && cell.editable ? (
                    <ButtonBase
                      aria-pressed={cell.state === 'open' || cell.state === 'opening'}
                      aria-label={cell.label}
                      onClick={() => onToggle(cell)}
                      sx={(theme) => ({
                        ...look(cell.state, theme),
                        width: '100%',
                        minHeight: 32,
                        borderRadius: 0.5,
                        outlineColor: theme.palette.primary.main,
                        '&.Mui-focusVisible': {
                          outline: 3,
                          outlineColor: theme.palette.primary.dark,
                        },
                      })}
                    >
                      {t.states[cell.state]}
                    </ButtonBase>
                  ) : (
                    <Box
                      sx={(theme) => ({
                        ...look(cell.state, theme),
                        minHeight: 32,
                        display: 'grid',
                        placeItems: 'center',
                        borderRadius: 0.5,
                        textAlign: 'center',
                      })}
                    >
                      {t.states[cell.state]}
                    </Box>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
