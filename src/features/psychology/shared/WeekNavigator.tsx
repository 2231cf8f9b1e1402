import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { toCampusTime } from '@/lib/dates';
import { addDays } from '@/lib/psychology/slotRules';
import { texts } from '../texts';

const t = texts.calendar;
const shown = (day: string) => toCampusTime(`${day}T12:00:00-05:00`).format('DD/MM/YYYY');

interface WeekNavigatorProps {
  monday: string;
  /** The first and last Mondays one may reach. */
  first: string;
  last: string;
  onChange: (monday: string) => void;
}

/**
 * The week shown (Monday first, spec §9) with buttons to the previous and next ones. A button
 * that reaches the last week it may show turns disabled under the keyboard's focus, which the
 * browser then drops to the page's body (issue 54): the focus moves to the other button.
 */
export default function WeekNavigator({ monday, first, last, onChange }: WeekNavigatorProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const go = (days: number) => {
    const target = addDays(monday, days);
    // Rendered at once, so the buttons' new state is there to move the focus by.
    flushSync(() => onChange(target));
    if (days < 0 && target <= first) next.current?.focus();
    if (days > 0 && target >= last) previous.current?.focus();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        ref={previous}
        aria-label={t.previousWeek}
        disabled={monday <= first}
        onClick={() => go(-7)}
      >
        <ChevronLeft />
      </IconButton>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
        {t.weekOf(shown(monday), shown(addDays(monday, 6)))}
      </Typography>
      <IconButton
        ref={next}
        aria-label={t.nextWeek}
        disabled={monday >= last}
        onClick={() => go(7)}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
