import { useEffect, useState } from 'react';

/** Counts up every `interval` ms while mounted: the beat of the loading animations (spec §9). */
export function useTick(interval: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTick((value) => value + 1), interval);
    return () => window.clearInterval(id);
  }, [interval]);
  return tick;
}
