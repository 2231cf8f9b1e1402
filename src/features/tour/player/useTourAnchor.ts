import { useEffect, useState } from 'react';

/** How long a step waits for its element to appear (a page loading its data) before showing without it. */
const ANCHOR_WAIT_MS = 4000;

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The first element on screen whose `data-tour` is `idComponent`. */
function findAnchor(idComponent: string): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(
    `[data-tour="${CSS.escape(idComponent)}"]`,
  );
  return Array.from(candidates).find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * The element a step describes, once the step's page is open and the element rendered: `null`
 * while looking, `{ element: null }` when it never showed (the step then shows on its own).
 */
export function useTourAnchor(idComponent: string, route: string, pathname: string) {
  const [found, setFound] = useState<{ key: string; element: HTMLElement | null } | null>(null);
  const key = `${idComponent} ${pathname}`;
  const onRoute = samePath(route, pathname);

  useEffect(() => {
    if (!onRoute) return;
    const deadline = performance.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    const look = () => {
      const element = findAnchor(idComponent);
      if (element || performance.now() > deadline) setFound({ key, element });
      else frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [idComponent, key, onRoute]);

  return onRoute && found?.key === key ? found : null;
}
