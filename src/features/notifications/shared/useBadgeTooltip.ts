import { useEffect, useState } from 'react';
import { useLiveArrivals } from '../live/liveArrivals';

/** spec §9: after a live arrival the bell's tooltip shows for 3 seconds. */
export const BADGE_TOOLTIP_MS = 3000;

/** Whether the bell's tooltip is showing because something just arrived. */
export function useBadgeTooltip(): boolean {
  const { count } = useLiveArrivals();
  const [shownFor, setShownFor] = useState(0);
  useEffect(() => {
    if (count === 0) return;
    const timer = setTimeout(() => setShownFor(count), BADGE_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return count > shownFor;
}
