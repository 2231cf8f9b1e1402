import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { loaderTexts } from '../texts';
import { useTick } from './useTick';

/** spec §9: the loading animation advances every 500 ms. */
export const LOADER_TICK_MS = 500;

export interface LoaderProps {
  /** What is loading, read by screen readers and shown beside the spinner. @default 'Cargando' */
  label?: string;
  /** Shows the label under the spinner; otherwise it is only announced. @default false */
  showLabel?: boolean;
  /** Spinner diameter in px. @default 40 */
  size?: number;
  /** Fills its container's height and centres itself (page and section loading). @default false */
  fullHeight?: boolean;
  /** Milliseconds between animation steps. @default 500 */
  tick?: number;
}

/** A spinner with a label whose dots grow one per tick, announced once as a status. */
export default function Loader({
  label = loaderTexts.label,
  showLabel = false,
  size = 40,
  fullHeight = false,
  tick = LOADER_TICK_MS,
}: LoaderProps) {
  const dots = '.'.repeat(useTick(tick) % 4);
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        gap: 1,
        py: 2,
        ...(fullHeight && { minHeight: '50vh' }),
      }}
    >
      <CircularProgress size={size} aria-hidden />
      {showLabel && (
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {label}
          <Box component="span" sx={{ display: 'inline-block', width: '1.5em', textAlign: 'left' }}>
            {dots}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
