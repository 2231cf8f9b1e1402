import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The campus shell already draws the header and menu: react-admin only fills the page. */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  return <Box sx={{ p: { xs: 1, md: 2 } }}>{children}</Box>;
}
