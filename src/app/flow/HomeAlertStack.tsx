import Stack from '@mui/material/Stack';
import { useIsFetching } from '@tanstack/react-query';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { reportHomeAlertHeight, settleHomeAlerts } from '@/lib/flow';
import { MAIN_CONTENT_ID } from '@/lib/layout/shellMetrics';
import { ALERT_VIEWS } from './alerts/alertViews';
import type { HomeAlerts } from './homeAlertQueue';
import { texts } from './texts';

interface HomeAlertStackProps {
  alerts: HomeAlerts['stack'];
  /** Closes one alert for the session, by module. */
  onClose: (modulo: string) => void;
}

/**
 * The home alerts that are not the sign-in's dialog, on the page under its heading (issue 54,
 * spec §4 'each a modal or alert'): read in their place, each closed with 'Más tarde'. Nothing
 * here takes the focus, except to keep it on the stack when the alert holding it goes.
 */
export default function HomeAlertStack({ alerts, onClose }: HomeAlertStackProps) {
  const items = useRef(new Map<string, HTMLElement>());
  // The alert that held the focus, and its place: when it goes (closed, or its task done), the
  // focus goes to the alert now in that place, or to the page when none is left.
  const focused = useRef<{ modulo: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || alerts.some((step) => step.modulo === last.modulo)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = alerts[Math.min(last.index, alerts.length - 1)];
    const item = next && items.current.get(next.modulo);
    // The alert itself (focusable from script only), so its title is read.
    const target = item
      ? (item.firstElementChild ?? item)
      : document.getElementById(MAIN_CONTENT_ID);
    (target as HTMLElement | null)?.focus();
  }, [alerts]);

  // The views whose code has come (each loads on its own, so one late view holds no other back).
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  // A transition: a view's code arriving re-renders the whole stack, and as an ordinary update
  // React rendered it synchronously inside the commit that showed the view (issue 57).
  const onLoaded = useCallback((modulo: string) => {
    startTransition(() =>
      setLoaded((before) => (before.has(modulo) ? before : new Set(before).add(modulo))),
    );
  }, []);
  const section = useRef<HTMLElement>(null);
  useStackHeight(section, alerts.length > 0);
  const complete = alerts.every((step) => !ALERT_VIEWS[step.modulo] || loaded.has(step.modulo));

  if (alerts.length === 0) return <SettlesWhenIdle complete />;
  return (
    <Stack ref={section} component="section" aria-label={texts.stack} spacing={1.5}>
      <SettlesWhenIdle complete={complete} />
      {alerts.map((step, index) => {
        const View = ALERT_VIEWS[step.modulo];
        if (!View) return null;
        return (
          <div
            key={step.task.idTarea}
            ref={(element) => {
              if (element) items.current.set(step.modulo, element);
              else items.current.delete(step.modulo);
            }}
            onFocus={() => {
              focused.current = { modulo: step.modulo, index };
            }}
          >
            <Suspense fallback={null}>
              <View
                task={step.task}
                closeable={step.closeable}
                inline
                onClose={() => onClose(step.modulo)}
              />
              <ViewLoaded modulo={step.modulo} onLoaded={onLoaded} />
            </Suspense>
          </div>
        );
      })}
    </Stack>
  );
}

/**
 * Gives back the space home holds for the stack once every view's code has come and no read is
 * on its way (the views' own among them), whatever height they left the stack with. A leaf of its
 * own, so a read starting anywhere re-renders only this.
 */
function SettlesWhenIdle({ complete }: { complete: boolean }) {
  const fetching = useIsFetching();
  const settled = complete && fetching === 0;
  useEffect(() => {
    if (settled) settleHomeAlerts();
  }, [settled]);
  return null;
}

/** In a view's boundary: committed with the view once its code has come. */
function ViewLoaded({ modulo, onLoaded }: { modulo: string; onLoaded: (modulo: string) => void }) {
  useEffect(() => onLoaded(modulo), [modulo, onLoaded]);
  return null;
}

/**
 * Reports the stack's height as it lays out, 0 when there is none: home keeps it for the next
 * visit, and the space it holds gives way once the stack fills it.
 */
function useStackHeight(section: { current: HTMLElement | null }, shown: boolean): void {
  useLayoutEffect(() => {
    const element = section.current;
    if (!shown || !element) {
      reportHomeAlertHeight(0);
      return;
    }
    if (typeof ResizeObserver === 'undefined') return;
    // Called after layout and before paint: the held space gives way in the same frame.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) reportHomeAlertHeight(entry.borderBoxSize[0]?.blockSize ?? 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [section, shown]);
}
