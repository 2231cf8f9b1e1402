import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link, useLocation } from 'react-router';
import { roleOf, useSession } from '@/lib/session';
import { bottomBarItems } from './bottomBarItems';
import { BOTTOM_BAR_HEIGHT } from '@/lib/layout/shellMetrics';
import { isCurrentPath } from './menuTree';
import { texts } from './texts';

interface BottomBarProps {
  /** Opens the menu drawer. */
  onOpenMenu: () => void;
  /** Opens the profile dialog (Mi cuenta of those without /mi-cuenta). */
  onOpenProfile: () => void;
}

/**
 * Four actions share a 375 px phone: each label stays on one line, and the current one is marked
 * by weight, not by MUI's larger type, which wrapped 'Mi horario' out of line (issue 32).
 */
const actionLayout = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap', fontSize: '0.75rem' },
  '& .MuiBottomNavigationAction-label.Mui-selected': { fontWeight: 700 },
} as const;

/** Mobile navigation below md (spec §2): Inicio, schedule item by role, Mi cuenta, Menú. */
export default function BottomBar({ onOpenMenu, onOpenProfile }: BottomBarProps) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const role = roleOf(user);
  const items = bottomBarItems(role);
  const current = items.find(
    (item) => item.kind === 'link' && isCurrentPath(item.to, pathname, search),
  );
  const scheduleIcon =
    role === 'student' || role === 'teacher' ? <CalendarMonthOutlined /> : <PostAddOutlined />;
  const icons = {
    home: <HomeOutlined />,
    schedule: scheduleIcon,
    myAccount: <AccountCircleOutlined />,
    menu: <MenuIcon />,
  };

  return (
    <Paper
      component="nav"
      aria-label={texts.bottomBar.label}
      data-tour="tour-barra-inferior"
      square
      elevation={0}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 'appBar' }}
    >
      <BottomNavigation
        showLabels
        value={current?.key ?? false}
        sx={{ height: BOTTOM_BAR_HEIGHT, '& .MuiBottomNavigationAction-root': actionLayout }}
      >
        {items.map((item) =>
          item.kind !== 'link' ? (
            <BottomNavigationAction
              key={item.key}
              value={item.key}
              label={item.label}
              icon={icons[item.key]}
              onClick={item.kind === 'menu' ? onOpenMenu : onOpenProfile}
            />
          ) : (
            <BottomNavigationAction
              key={item.key}
              value={item.key}
              label={item.label}
              icon={icons[item.key]}
              component={Link}
              to={item.to}
              aria-current={item === current ? 'page' : undefined}
            />
          ),
        )}
      </BottomNavigation>
    </Paper>
  );
}
