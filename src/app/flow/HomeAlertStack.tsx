import Stack from '@mui/material/Stack';
import { Suspense, useLayoutEffect, useRef } from 'react';
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

  if (alerts.length === 0) return null;
  return (
    <Stack component="section" aria-label={texts.stack} spacing={1.5}>
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
            </Suspense>
          </div>
        );
      })}
    </Stack>
  );
}
