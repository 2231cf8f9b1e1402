import { useEffect, useRef } from 'react';

/**
 * Focus follows the student from step to step: when the open step changes (not on the page's
 * first render, where the router focuses the page's h1), its heading takes the focus.
 */
export function useStepHeadingFocus(step: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
