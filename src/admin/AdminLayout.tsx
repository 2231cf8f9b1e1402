import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TitlePortal } from 'react-admin';

/**
 * The campus shell already draws the header and menu: react-admin only fills the page, under a
 * heading where each page's `<Title>` lands (a list's name, the record being edited).
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <TitlePortal component="h1" variant="h5" sx={{ whiteSpace: 'normal', mb: 1 }} />
      {children}
    </Box>
  );
}
