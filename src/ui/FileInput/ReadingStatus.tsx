import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTick } from '../Loader';
import { fileInputTexts } from '../texts';

/** spec §9: the file input's loading animation advances every 300 ms. */
export const FILE_INPUT_TICK_MS = 300;

/** Shown while picked files are being read. */
export default function ReadingStatus() {
  const dots = '.'.repeat(useTick(FILE_INPUT_TICK_MS) % 4);
  return (
    <Box
      role="status"
      aria-label={fileInputTexts.reading}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'text.secondary' }}
    >
      <CircularProgress size={16} aria-hidden />
      <Box component="span" aria-hidden sx={{ typography: 'body2' }}>
        {fileInputTexts.reading}
        {dots}
      </Box>
    </Box>
  );
}
