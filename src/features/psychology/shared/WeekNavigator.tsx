import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/** The week shown (Monday first, spec §9) with buttons to the previous and next ones. */
export default function WeekNavigator({ monday, first, last, onChange }: WeekNavigatorProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t.previousWeek}
        disabled={monday <= first}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <ChevronLeft />
      </IconButton>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
        {t.weekOf(shown(monday), shown(addDays(monday, 6)))}
      </Typography>
      <IconButton
        aria-label={t.nextWeek}
        disabled={monday >= last}
        onClick={() => onChange(addDays(monday, 7))}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
