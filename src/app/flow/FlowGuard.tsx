import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { homeAlertSlot, INDUCTION_MODULE, subscribeHomeAlertSlot } from '@/lib/flow';
import { readStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { current as playingTour, requestTour, subscribe as onTours } from '@/lib/tour/tourRequests';
import { paths } from '@/routes';
import { useLogout } from '../shell/useLogout';
import { ALERT_VIEWS } from './alerts/alertViews';
import { isPartOfTask } from './flowRoutes';
import { APPROVED_UNIT_MODULES, planFlow } from './flowRules';
import HomeAlertsDecided from './HomeAlertsDecided';
import HomeAlertStack from './HomeAlertStack';
import { arrangeHomeAlerts } from './homeAlertQueue';
import { texts } from './texts';
import { useFlow } from '@/lib/flow';

const HOME = paths.home.getHref();
// The flow's tours asked for in this page's life: one just played is not asked for again while
// the flow it completed is read anew.
const toursAsked = new Set<number>();
const SHOWN_ALERTS = Object.keys(ALERT_VIEWS);

/**
 * Applies the mandatory-task flow (spec §4) to every navigation of the shell: the user is kept on
 * the current task's pages (a typed address brings them back) until it is done, a blocking alert
 * opens on home, the `logout` module signs out. Completing a task makes the flow stale, and the
 * next one follows without a reload. Without a flow (a failed read, staff) nothing changes.
 * Home shows one alert as a dialog per sign-in and the others in a stack on its page (issue 54).
 */
export default function FlowGuard() {
  const flow = useFlow();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const pathname = location.pathname;
  const plan = useMemo(
    () =>
      flow.data
        ? planFlow(flow.data.results.detalle, {
            skipInduction: false,
            approvedUnitModules: APPROVED_UNIT_MODULES,
            shownAlerts: SHOWN_ALERTS,
          })
        : null,
    [flow.data],
  );
  const current = plan?.current ?? null;
  const [dismissed, setDismissed] = useState(() => readStorage('dismissedAlerts') ?? []);
  const slot = useSyncExternalStore(subscribeHomeAlertSlot, homeAlertSlot);
  // A playing tour leads the user through its steps' pages: the flow waits for it.
  const touring = useSyncExternalStore(onTours, () => playingTour() !== null);
  // A page the flow sends the user to goes at once; an alert waits for home's first screen.
  const afterFirstScreen = useAfterFirstScreen();
  // The page before this one: leaving a task (the bottom bar, back) is said, not silently undone.
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    const left = (onTask: boolean) => {
      if (from !== null && from !== pathname && onTask) {
        toast.show({ type: 'info', detail: texts.stayOnTask });
      }
    };
    // spec §4 skipInduction: shown the induction once in the session, a teacher may go on.
    if (pathname === paths.docentes_induccion.getHref()) writeStorage('inductionSeen', true);
    if (!current || touring) return;
    if (current.kind === 'logout') void logout();
    else if (current.kind === 'tour') {
      if (toursAsked.has(current.task.idTarea)) return;
      toursAsked.add(current.task.idTarea);
      // The tour's welcome is the sign-in's dialog: the alerts after it wait on home.
      writeStorage('signInDialog', current.modulo);
      requestTour({
        codeConfig: current.task.codeConfig ?? current.modulo,
        idTask: current.task.idTarea,
        fromFlow: true,
      });
    } else if (current.kind === 'page' && !isPartOfTask(current, pathname)) {
      if (current.modulo === INDUCTION_MODULE && readStorage('inductionSeen')) return;
      void navigate(current.href, { replace: true });
      left(from !== null && isPartOfTask(current, from));
    } else if (current.kind === 'alert' && pathname !== HOME && !isPartOfTask(current, pathname)) {
      void navigate(HOME, { replace: true });
      left(from === HOME || (from !== null && isPartOfTask(current, from)));
    }
  }, [current, touring, pathname, navigate, logout]);

  const showing = pathname === HOME && !touring && afterFirstScreen;
  // Read where it is kept, not copied into state: it only changes what a later render (an alert
  // closed or done, a tour ended) arranges.
  const signInDialog = readStorage('signInDialog');
  const home = showing && plan ? arrangeHomeAlerts(plan, dismissed, signInDialog) : null;
  const dialog = home?.dialog ?? null;

  // The dialog chosen is kept for the session: closed or done, no other alert takes its place.
  useEffect(() => {
    if (dialog && readStorage('signInDialog') === null) writeStorage('signInDialog', dialog.modulo);
  }, [dialog]);

  const close = (modulo: string) => {
    const next = [...dismissed, modulo];
    writeStorage('dismissedAlerts', next);
    setDismissed(next);
  };
  // Home's alerts are decided once the flow's read is over (answered, failed, or not made for
  // staff): HomeAlertsDecided says so on the page, for whoever drives it.
  const flowRead = !flow.isLoading;
  // With no flow to show (staff, a failed read), an empty stack still gives back the space home
  // held for it.
  const stack =
    slot &&
    showing &&
    (home || flowRead) &&
    createPortal(<HomeAlertStack alerts={home?.stack ?? []} onClose={close} />, slot);
  if (!home) {
    return showing && flowRead ? (
      <>
        <HomeAlertsDecided decision="none" />
        {stack}
      </>
    ) : null;
  }
  const View = dialog && ALERT_VIEWS[dialog.modulo];
  return (
    <>
      {dialog && View && (
        <Suspense fallback={null}>
          <View
            key={dialog.task.idTarea}
            task={dialog.task}
            closeable={dialog.closeable}
            inline={false}
            onClose={() => close(dialog.modulo)}
          />
          {/* In the view's boundary: committed with the view, once its code has loaded. */}
          <HomeAlertsDecided decision="dialog" />
        </Suspense>
      )}
      {!(dialog && View) && <HomeAlertsDecided decision="none" />}
      {stack}
    </>
  );
}
