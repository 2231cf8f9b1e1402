import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TitlePortal } from 'react-admin';

/**
 * The campus shell already draws the header and menu: react-admin only fills the page, under a
 * heading where each page's `<Title>` lands (a list's name, the record being edited).
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    // A list's main column may shrink below its content's widest line (a value cut with an
    // ellipsis): as a flex item it would otherwise grow to it and scroll the page sideways.
    <Box sx={{ p: { xs: 1, md: 2 }, '& .RaList-main': { minWidth: 0 } }}>
      <TitlePortal component="h1" variant="h5" sx={{ whiteSpace: 'normal', mb: 1 }} />
      {children}
    </Box>
  );
}
