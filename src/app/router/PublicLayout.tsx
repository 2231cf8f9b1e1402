import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Public pages (login, password recovery, debt lookup): centred, without the shell. */
export default function PublicLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
