import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

const LABEL = 'Cargando';

/** Shown while a page's code or the data its guard needs is on the way. */
export default function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={LABEL} />
    </Box>
  );
}
