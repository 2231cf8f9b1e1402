import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { firstScreenShown, onFirstScreen, watchFirstScreen } from './firstScreen';

/**
 * Whether the first screen has shown (firstScreen.ts), for a part that renders after it. The part
 * renders as a transition: React yields to the browser every few milliseconds while it renders,
 * so a tap meanwhile is answered at once instead of waiting for the whole part (issue 36).
 */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(firstScreenShown);
  useEffect(() => onFirstScreen(() => startTransition(() => setShown(true))), []);
  return shown;
}

/**
 * Watches for the first screen; for the shell alone, whose effects run after those of the page
 * it holds: the page's queries have started by then.
 */
export function useFirstScreenWatch(): void {
  const client = useQueryClient();
  useEffect(() => watchFirstScreen(client), [client]);
}
