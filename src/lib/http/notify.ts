import { appendStoredError } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { describeError, successMessage } from './errorCatalogue';

/** Shows the spec §8 notice for a failure, replacing the toasts on screen. */
export function notifyError(error: unknown): void {
  const notice = describeError(error);
  toast.clear();
  toast.show(notice.toast);
  if (notice.storeLocally) appendStoredError(notice.toast.detail);
}

export function notifySuccess(body?: { messagePublic?: string | null } | null): void {
  toast.show({ type: 'success', detail: successMessage(body) });
}
