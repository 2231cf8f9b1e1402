import Typography from '@mui/material/Typography';
import { formatLongDate, toCampusTime } from '@/lib/dates';
import { useNow } from '@/ui/RelativeTime';
import { texts } from '../texts';

const SECOND = 1_000;

/** spec §9: the web clock ticks every second, in Lima (12-hour es-PE). */
export default function WebClock() {
  const now = toCampusTime(useNow(SECOND));
  const time = `${now.format('h:mm:ss')} ${now.hour() < 12 ? 'a. m.' : 'p. m.'}`;
  return (
    <div role="timer" aria-label={texts.clockLabel} aria-live="off">
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {time}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {formatLongDate(now)}
      </Typography>
    </div>
  );
}
