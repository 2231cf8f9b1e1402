import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Whether what `wanted` waits for may render: false until the browser has painted once after
 * `wanted` turned true, then true (in a transition) until `reset`. A dialog whose body costs
 * hundreds of milliseconds at a phone's speed paints its frame in the tap's next frame and its
 * body in the task after (issue 57: the docente's profile dialog).
 */
export function useAfterNextPaint(wanted: boolean): [ready: boolean, reset: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs just before its paint; a task posted from it runs after.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [wanted, ready]);
  const reset = useCallback(() => setReady(false), []);
  return [ready, reset];
}
