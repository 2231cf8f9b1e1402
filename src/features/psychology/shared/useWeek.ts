import { useState } from 'react';
import { addDays, limaDayOf, mondayOf } from '@/lib/psychology/slotRules';

/**
 * The moment the page opened, the Monday shown (at first the current week's) and the query of
 * its seven days.
 */
export function useWeek() {
  const [now] = useState(() => Date.now());
  const [monday, setMonday] = useState(() => mondayOf(limaDayOf(now)));
  return {
    now,
    firstMonday: mondayOf(limaDayOf(now)),
    monday,
    setMonday,
    range: { fechaInicio: monday, fechaFin: addDays(monday, 6) },
  };
}
