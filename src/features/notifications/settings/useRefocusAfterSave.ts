import { useEffect, useRef } from 'react';

// Where browsers leave the focus once they take it from a control that became disabled: on the
// page, or on the open dialog's own container (MUI's focus trap moves it there).
const focusWasDropped = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute('tabindex') === '-1';
};

/**
 * A control disabled while it saves loses the focus, which leaves keyboard and screen-reader
 * users at the top of the page or dialog. Call `remember` as the save starts: once `saving` ends,
 * the control inside `containerRef` gets the focus back if it had it and nothing else took it.
 */
export function useRefocusAfterSave<T extends HTMLElement>(saving: boolean) {
  const containerRef = useRef<T>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (saving || !hadFocus.current) return;
    hadFocus.current = false;
    if (focusWasDropped()) containerRef.current?.querySelector('input')?.focus();
  }, [saving]);

  const remember = () => {
    hadFocus.current = containerRef.current?.contains(document.activeElement) ?? false;
  };
  return { containerRef, remember };
}
