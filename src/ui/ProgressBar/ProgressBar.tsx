import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { progressBarTexts } from '../texts';
import { progressColor, toneColor } from './progressColor';

/** One milestone under the bar. */
export interface ProgressLegendItem {
  /** What happened, e.g. 'Matriculado'. */
  estado: string;
  /** When, already formatted (dd/mm/yyyy). */
  fecha: string;
}

export interface ProgressBarProps {
  /** Progress so far, in the units of `limit`. */
  value: number;
  /** The value that fills the bar. @default 100 */
  limit?: number;
  /** Names the bar; shown above it and read by screen readers. @default 'Progreso' */
  label?: string;
  /** Milestones listed under the bar. @default [] */
  legend?: readonly ProgressLegendItem[];
}

/** A bar coloured by how far along it is (spec §9), with its percentage beside it. */
export default function ProgressBar({
  value,
  limit = 100,
  label = progressBarTexts.label,
  legend = [],
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), limit);
  const percent = limit > 0 ? (clamped / limit) * 100 : 0;
  // Rounded down so the shown number never reaches a colour threshold the bar has not.
  const shown = `${Math.floor(percent)}%`;
  const tone = progressColor(percent);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
          {shown}
        </Typography>
      </Stack>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuetext={shown}
        sx={{ height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.selected' }}
      >
        <Box
          data-testid="progress-fill"
          sx={{
            height: '100%',
            width: `${percent}%`,
            borderRadius: 4,
            bgcolor: (theme) => toneColor(tone, theme.palette),
          }}
        />
      </Box>
      {legend.length > 0 && (
        <Box
          component="ul"
          aria-label={progressBarTexts.legend}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {legend.map((item) => (
            <Box component="li" key={`${item.estado}-${item.fecha}`} sx={{ flex: '1 1 0' }}>
              <Typography variant="body2">{item.estado}</Typography>
              <Typography variant="caption" color="text.secondary">
                {item.fecha}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
