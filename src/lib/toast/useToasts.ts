import { useSyncExternalStore } from 'react';
import { toast, type Toast } from './toastStore';

/** The toasts on screen, oldest first; re-renders when one is shown or dismissed. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
}
