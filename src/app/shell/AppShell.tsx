import Box from '@mui/material/Box';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { Outlet } from 'react-router';
import { ATTENDANCE_BUTTON_CLEARANCE, useAttendanceRole } from '@/features/attendance';
import { useAfterFirstScreen, useFirstScreenWatch } from '@/lib/firstScreen';
import { isParameterOn } from '@/lib/parameters';
import { roleOf, useSession } from '@/lib/session';
import type { RouteName } from '@/routes';
import FlowGuardView from '../flow/FlowGuard';
import { useCurrentRoute } from '../router/useCurrentRoute';
import AccountDialogs, { useAccountDialogs } from './AccountDialogs';
import BottomBarView from './BottomBar';
import DesktopSidebarView from './DesktopSidebar';
import HeaderView from './Header';
import { BOTTOM_BAR_HEIGHT, MAIN_CONTENT_ID } from '@/lib/layout/shellMetrics';
import OfflineBannerView from './OfflineBanner';
import { SHELL_PARAMETERS } from './shellParameters';
import SkipLinkView from './SkipLink';
import { useIsDesktop } from './useIsDesktop';
import { useEverydayPrefetch } from './useEverydayPrefetch';
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
const DeferredShellParts = memo(
  lazy<ComponentType<DeferredShellPartsProps>>(() =>
    import('./DeferredShellParts').catch(() => ({ default: () => null })),
  ),
);

// Opening the menu drawer or an account dialog is state of the shell: memoised, its other parts
// (the header's buttons and tooltips, the alerts, the page) do not render again for it. They did,
// and re-resolving their styles was most of the 250-570 ms a tap on 'Menú' took at 4x CPU
// (issue 57). Each keeps its own state and subscriptions.
const SkipLink = memo(SkipLinkView);
const FlowGuard = memo(FlowGuardView);
const DesktopSidebar = memo(DesktopSidebarView);
const Header = memo(HeaderView);
const OfflineBanner = memo(OfflineBannerView);
const BottomBar = memo(BottomBarView);

/** The page's <main>, its bottom padding clear of the bottom bar and the floating button. */
const ShellMain = memo(function ShellMain({ clearance }: { clearance: number }) {
  return (
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
  );
});

interface AppShellProps {
  /** Title of the current route (route table meta), shown in the header from md up. */
  title?: string;
}

/** Layout of every signed-in page: sidebar, header, bottom bar on phones, and the page in <main>. */
export default function AppShell({ title }: AppShellProps) {
  useTopOfNewPage();
  useServiceWorker();
  useFirstScreenWatch();
  useEverydayPrefetch();
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

  const signOut = useCallback(() => {
    setDrawerOpen(false);
    void logout();
  }, [logout]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);
  const { openDialog } = dialogs;
  const openProfile = useCallback(() => openDialog('profile'), [openDialog]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <FlowGuard />
      {isDesktop ? (
        <DesktopSidebar />
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileSidebar open={drawerOpen} onClose={closeDrawer} onLogout={signOut} />
          </Suspense>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header title={title} onLogout={signOut} onOpenDialog={openDialog} />
        <OfflineBanner />
        <ShellMain clearance={clearance} />
      </Box>
      {!isDesktop && <BottomBar onOpenMenu={openDrawer} onOpenProfile={openProfile} />}
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
