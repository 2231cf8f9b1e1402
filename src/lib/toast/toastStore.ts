export type ToastType = 'success' | 'info' | 'warning' | 'error';

export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** spec §9: default 3 s, notify 7 s, error 5 s. */
export const TOAST_LIFE = { default: 3000, notify: 7000, error: 5000 } as const;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';

/** Icons a toast may show instead of its type's own; src/ui/Toast draws them. */
export type ToastIconName = 'notification' | 'mail' | 'calendar' | 'document' | 'check';

export interface ToastOptions {
  type: ToastType;
  detail: string;
  /** Milliseconds on screen. @default 3000, or 5000 for errors */
  life?: number;
  /** @default 'top-right' */
  position?: ToastPosition;
  /** Replaces the type's icon. @default the type's icon */
  icon?: ToastIconName;
  /** Text of an action button in the toast, e.g. 'Ver'. @default no button */
  buttonText?: string;
  /** Runs when the action button is pressed; the toast then closes. */
  onButton?: () => void;
}

export interface Toast extends ToastOptions {
  id: number;
  life: number;
  position: ToastPosition;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export const toast = {
  show(options: ToastOptions): number {
    const id = nextId;
    nextId += 1;
    const life = options.life ?? (options.type === 'error' ? TOAST_LIFE.error : TOAST_LIFE.default);
    emit([
      ...toasts,
      { ...options, id, life, position: options.position ?? DEFAULT_TOAST_POSITION },
    ]);
    return id;
  },
  /** Live notifications stay longer on screen (spec §9). */
  notify(detail: string, options: Pick<ToastOptions, 'buttonText' | 'onButton'> = {}): number {
    return toast.show({
      type: 'info',
      detail,
      life: TOAST_LIFE.notify,
      icon: 'notification',
      ...options,
    });
  },
  dismiss(id: number): void {
    if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id));
  },
  clear(): void {
    if (toasts.length > 0) emit([]);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly Toast[] {
    return toasts;
  },
};
