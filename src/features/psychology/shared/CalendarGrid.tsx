import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { WeekCell, WeekTable } from '@/ui/WeekGrid';
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
  const columns = week.days.map((day) => ({
    key: day.day,
    header: (
      <>
        <Box component="span" sx={{ textTransform: 'capitalize' }}>
          {day.weekday}
        </Box>{' '}
        {day.date}
        {holidays.has(day.day) && (
          <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
            {holidays.get(day.day)}
          </Box>
        )}
      </>
    ),
  }));
  const rows = week.rows.map((row) => ({ key: row.time, header: row.time }));
  return (
    <WeekTable
      label={label}
      scrollLabel={t.scroll}
      rowsHeader={t.hour}
      columns={columns}
      rows={rows}
      minWidth={760}
      renderCell={(_row, _column, at) => {
        // A row's cells stand in the order of the week's days, as the columns do.
        const cell = week.rows[at.row]?.cells[at.column];
        if (!cell) return null;
        return (
          <WeekCell
            text={t.states[cell.state]}
            look={(theme) => look(cell.state, theme)}
            {...(editing &&
              cell.editable && {
                toggle: {
                  label: cell.label,
                  pressed: cell.state === 'open' || cell.state === 'opening',
                  onToggle: () => onToggle(cell),
                },
              })}
          />
        );
      }}
    />
  );
}
