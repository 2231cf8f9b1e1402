import { useEffect, useState } from 'react';

/** spec §9: the profile's success flag shows for 2 s. */
export const SAVED_FLAG_MS = 2000;

/** A "saved" flag that turns itself off 2 s after each `raise()`. */
export function useSavedFlag() {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);
  useEffect(() => {
    if (raisedAt === null) return;
    const timer = setTimeout(() => setRaisedAt(null), SAVED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [raisedAt]);
  return { shown: raisedAt !== null, raise: () => setRaisedAt(Date.now()) };
}
