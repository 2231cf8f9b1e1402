import { useEffect, useState } from 'react';

/** Seconds left from `seconds` down to 0, one per second, and a way to start over. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const done = remaining === 0;
  useEffect(() => {
    if (done) return undefined;
    const id = window.setInterval(() => setRemaining((value) => Math.max(value - 1, 0)), 1000);
    return () => window.clearInterval(id);
  }, [done]);
  return { remaining, restart: () => setRemaining(seconds) };
}

/** `59` -> '00:59'. */
export const formatCountdown = (seconds: number): string =>
  [Math.floor(seconds / 60), seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
