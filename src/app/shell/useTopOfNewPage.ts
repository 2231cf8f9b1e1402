import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (a filed request's detail, reached from the bottom of its form,
 * showed its middle); back and forward keep the browser's own restoration. react-router's
 * ScrollRestoration does the same but lives in its module, which the entry holds: used anywhere,
 * it adds its kilobyte to /login.
 */
export function useTopOfNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
