import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '@/lib/config';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '@/lib/layout/shellMetrics';
import SidebarMenu from './SidebarMenu';
import { texts } from './texts';
import VersionStamp from './VersionStamp';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** Below md the menu is a drawer opened from the bottom bar, with the logout item (spec §2). */
export default function MobileSidebar({ open, onClose, onLogout }: MobileSidebarProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
      <Box
        component="nav"
        aria-label={texts.sidebar.label}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT.xs } }}>
          <Typography component="p" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {getRuntimeConfig().productName}
          </Typography>
        </Toolbar>
        <Divider />
        <Box sx={{ flex: 1 }}>
          <SidebarMenu collapsed={false} onNavigate={onClose} />
        </Box>
        <Divider />
        <List sx={{ px: 1 }}>
          <ListItem disablePadding>
            <ListItemButton onClick={onLogout} sx={{ minHeight: 44 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Logout fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={texts.profileMenu.logout} />
            </ListItemButton>
          </ListItem>
        </List>
        <VersionStamp />
      </Box>
    </Drawer>
  );
}
