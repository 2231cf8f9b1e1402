import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from './texts';

/** The menu tree's place while it loads: its data, or its code after the first screen. */
export default function SidebarMenuLoading() {
  return (
    <Box sx={{ p: 2 }}>
      <Skeleton height={32} label={texts.sidebar.loading} />
    </Box>
  );
}
