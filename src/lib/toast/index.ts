export { DEFAULT_TOAST_POSITION, TOAST_LIFE, toast } from './toastStore';
export type { Toast, ToastIconName, ToastOptions, ToastPosition, ToastType } from './toastStore';
export { useToasts } from './useToasts';
