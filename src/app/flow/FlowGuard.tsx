import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { readStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { current as playingTour, requestTour, subscribe as onTours } from '@/lib/tour/tourRequests';
import { paths } from '@/routes';
import { useLogout } from '../shell/useLogout';
import { ALERT_VIEWS } from './alerts/alertViews';
import { isPartOfTask } from './flowRoutes';
import { APPROVED_UNIT_MODULES, INDUCTION_MODULE, planFlow } from './flowRules';
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

  if (pathname !== HOME || touring || !afterFirstScreen) return null;
  // A blocking alert, or else the first of the queue the user has not closed in this session.
  const alert =
    current?.kind === 'alert'
      ? current
      : current === null
        ? plan?.alerts.find((step) => !dismissed.includes(step.modulo))
        : undefined;
  if (alert?.kind !== 'alert') return null;
  const View = ALERT_VIEWS[alert.modulo];
  const close = () => {
    const next = [...dismissed, alert.modulo];
    writeStorage('dismissedAlerts', next);
    setDismissed(next);
  };
  return View ? (
    <Suspense fallback={null}>
      <View
        key={alert.task.idTarea}
        task={alert.task}
        closeable={alert.closeable}
        onClose={close}
      />
    </Suspense>
  ) : null;
}
