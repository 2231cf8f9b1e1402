import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { Button } from '@/ui/Button';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@/lib/layout/shellMetrics';
import SidebarMenuLoading from './SidebarMenuLoading';
import { texts } from './texts';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import VersionStamp from './VersionStamp';

/** Without the tree's code, the sidebar says so: only a reload fetches a failed module again. */
function MenuUnavailable() {
  return (
    <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Typography variant="body2">{texts.sidebar.error}</Typography>
      <Button variant="text" onClick={() => window.location.reload()}>
        {texts.sidebar.retry}
      </Button>
    </Stack>
  );
}

// The menu tree (its data asked for with the shell's) renders after the page's first screen
// (issue 36), in its own chunk, which a phone loads only when its drawer first opens.
const SidebarMenu = lazy(() => import('./SidebarMenu').catch(() => ({ default: MenuUnavailable })));

/** The fixed sidebar from md up, collapsible to icons (state kept across visits). */
export default function DesktopSidebar() {
  const { collapsed, toggleCollapsed } = useSidebarCollapsed();
  const afterFirstScreen = useAfterFirstScreen();
  const expand = () => {
    if (collapsed) toggleCollapsed();
  };

  return (
    <Box
      component="nav"
      aria-label={texts.sidebar.label}
      data-tour="tour-menu-lateral"
      sx={(theme) => ({
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        overflowX: 'hidden',
        bgcolor: 'background.paper',
        borderRight: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <Toolbar
        disableGutters
        sx={{
          minHeight: { xs: HEADER_HEIGHT.md },
          px: collapsed ? 0 : 2,
          justifyContent: collapsed ? 'center' : 'space-between',
        }}
      >
        {!collapsed && (
          <Typography component="p" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {getRuntimeConfig().productName}
          </Typography>
        )}
        <IconButton
          onClick={toggleCollapsed}
          aria-label={collapsed ? texts.sidebar.expand : texts.sidebar.collapse}
        >
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
      </Toolbar>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {afterFirstScreen ? (
          <Suspense fallback={<SidebarMenuLoading />}>
            <SidebarMenu collapsed={collapsed} onRequestExpand={expand} />
          </Suspense>
        ) : (
          <SidebarMenuLoading />
        )}
      </Box>
      <VersionStamp />
    </Box>
  );
}
