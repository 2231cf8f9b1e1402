import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatLongDateTime, relativeTime, toCampusTime, type DateInput } from '@/lib/dates';
import { useNow } from './useNow';

/** Past the first minute the label changes at most once a minute, so a minute beat is enough. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

export interface RelativeTimeProps {
  /** The moment to describe: ISO string, `Date`, epoch milliseconds or dayjs. */
  value: DateInput;
  /** Styles of the `<time>` element. */
  sx?: SxProps<Theme>;
}

/**
 * 'hace 5 min' in a `<time>` element whose tooltip is the full es-PE date in Lima time; the label
 * refreshes every minute while mounted.
 */
export default function RelativeTime({ value, sx }: RelativeTimeProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  return (
    <Box
      component="time"
      dateTime={toCampusTime(value).toISOString()}
      title={formatLongDateTime(value)}
      sx={sx}
    >
      {relativeTime(value, now)}
    </Box>
  );
}
