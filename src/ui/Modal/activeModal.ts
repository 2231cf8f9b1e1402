import { useEffect, useSyncExternalStore } from 'react';

type Listener = () => void;

// spec §4: one modal active at a time. A stack rather than a single slot, so that closing a
// confirmation opened over a form modal brings the form back as the user left it.
let stack: readonly string[] = [];
const listeners = new Set<Listener>();

function emit(next: readonly string[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** The open modals, newest last; only the newest is shown. */
export const activeModal = {
  open(id: string): void {
    emit([...stack.filter((item) => item !== id), id]);
  },
  close(id: string): void {
    if (stack.includes(id)) emit(stack.filter((item) => item !== id));
  },
  current(): string | undefined {
    return stack.at(-1);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether the modal `id` is on screen: it is open and no modal opened after it is still open. */
export function useIsActiveModal(id: string, open: boolean): boolean {
  useEffect(() => {
    if (!open) return undefined;
    activeModal.open(id);
    return () => activeModal.close(id);
  }, [id, open]);
  // The answer, not the newest id, is the store's snapshot: a modal that opens on screen registers
  // itself (undefined -> its id) without rendering again, which React does synchronously for an
  // external store's change (a dialog shown with home, issue 57).
  const onTop = () => {
    const current = activeModal.current();
    return current === undefined || current === id;
  };
  return useSyncExternalStore(activeModal.subscribe, onTop, onTop) && open;
}
