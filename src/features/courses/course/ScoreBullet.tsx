import Box from '@mui/material/Box';
import { bulletTone } from '../shared/scores';
import { texts } from '../texts';

const COLORS = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  grey: 'grey.500',
} as const;

/** The score's coloured bullet (spec §4: stateGraphic 1-3, else grey), named for screen readers. */
export default function ScoreBullet({ stateGraphic }: { stateGraphic: number | null }) {
  const tone = bulletTone(stateGraphic);
  return (
    <Box
      component="span"
      role="img"
      aria-label={texts.scores.state[tone]}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: COLORS[tone],
      }}
    />
  );
}
