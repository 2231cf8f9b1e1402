import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { firstScreenShown, onFirstScreen, watchFirstScreen } from './firstScreen';

/** Whether the first screen has shown (firstScreen.ts), for a part that renders after it. */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(firstScreenShown);
  useEffect(() => onFirstScreen(() => setShown(true)), []);
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
