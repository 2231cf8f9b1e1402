import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { ATTENDANCE_BUTTON_CLEARANCE, useAttendanceRole } from '@/features/attendance';
import { useAfterFirstScreen, useFirstScreenWatch } from '@/lib/firstScreen';
import { isParameterOn } from '@/lib/parameters';
import { roleOf, useSession } from '@/lib/session';
import type { RouteName } from '@/routes';
import FlowGuard from '../flow/FlowGuard';
import { useCurrentRoute } from '../router/useCurrentRoute';
import AccountDialogs, { useAccountDialogs } from './AccountDialogs';
import BottomBar from './BottomBar';
import DesktopSidebar from './DesktopSidebar';
import Header from './Header';
import { BOTTOM_BAR_HEIGHT, MAIN_CONTENT_ID } from '@/lib/layout/shellMetrics';
import OfflineBanner from './OfflineBanner';
import { SHELL_PARAMETERS } from './shellParameters';
import SkipLink from './SkipLink';
import { useIsDesktop } from './useIsDesktop';
import { useLogout } from './useLogout';
import { usePersistShellData } from './usePersistShellData';
import { useServiceWorker } from './useServiceWorker';
import { useShellData } from './useShellData';
import { useTopOfNewPage } from './useTopOfNewPage';

// The phone's menu drawer (MUI's drawer and modal with it) downloads when first opened, not
// before the first screen (issue 36); then it stays mounted to slide in and out.
const MobileSidebar = lazy(() => import('./MobileSidebar'));
// Loaded after the first screen, at a moment the user did not choose: if its code cannot be
// fetched then (the server or the line down), the page goes on without these parts until its
// next load, instead of failing whole (the browser keeps a module's failed fetch).
type DeferredShellPartsProps = ComponentProps<typeof import('./DeferredShellParts').default>;
const DeferredShellParts = lazy<ComponentType<DeferredShellPartsProps>>(() =>
  import('./DeferredShellParts').catch(() => ({ default: () => null })),
);

interface AppShellProps {
  /** Title of the current route (route table meta), shown in the header from md up. */
  title?: string;
}

/** Layout of every signed-in page: sidebar, header, bottom bar on phones, and the page in <main>. */
export default function AppShell({ title }: AppShellProps) {
  useTopOfNewPage();
  useServiceWorker();
  useFirstScreenWatch();
  const afterFirstScreen = useAfterFirstScreen();
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const logout = useLogout();
  const dialogs = useAccountDialogs();
  const shellData = useShellData();
  const role = roleOf(useSession().user);
  usePersistShellData(shellData);
  const route = useCurrentRoute()?.route.name as RouteName | undefined;
  const attendanceEnabled = shellData.profile?.enableAttendanceBtn === true;
  // The floating button must not hide the page's last line: the page ends that much lower.
  const clearance =
    useAttendanceRole(attendanceEnabled, route) === null ? 0 : ATTENDANCE_BUTTON_CLEARANCE;

  const signOut = () => {
    setDrawerOpen(false);
    void logout();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <FlowGuard />
      {isDesktop ? (
        <DesktopSidebar />
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileSidebar
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              onLogout={signOut}
            />
          </Suspense>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header title={title} onLogout={signOut} onOpenDialog={dialogs.openDialog} />
        <OfflineBanner />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            outline: 'none',
            p: { xs: 2, md: 3 },
            pb: { xs: `${BOTTOM_BAR_HEIGHT + 16 + clearance}px`, md: `${24 + clearance}px` },
          }}
        >
          <Outlet />
        </Box>
      </Box>
      {!isDesktop && (
        <BottomBar
          onOpenMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          onOpenProfile={() => dialogs.openDialog('profile')}
        />
      )}
      <AccountDialogs open={dialogs.open} used={dialogs.used} onClose={dialogs.close} />
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <DeferredShellParts
            notifications={isParameterOn(shellData.parameters, SHELL_PARAMETERS.notifications)}
            attendanceEnabled={attendanceEnabled}
            routeName={route}
            bottomOffset={isDesktop ? 0 : BOTTOM_BAR_HEIGHT}
            floatingChat={
              Boolean(shellData.company?.saeChat) && (role === 'student' || role === 'teacher')
            }
          />
        </Suspense>
      )}
    </Box>
  );
}
