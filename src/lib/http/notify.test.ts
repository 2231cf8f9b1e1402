import { describe, expect, it } from 'vitest';
import { readStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { ApiError } from './apiError';
import { notifyError, notifySuccess } from './notify';

describe('notifyError', () => {
  it('clears the toasts on screen before showing the notice', () => {
    toast.show({ type: 'info', detail: 'anterior' });
    toast.show({ type: 'info', detail: 'otro' });

    notifyError(new ApiError(404, null));

    expect(toast.getSnapshot()).toMatchObject([
      { type: 'warning', detail: 'No se encontro la informacion solicitada.' },
    ]);
  });

  it('keeps non-HTTP failures in the local errors key', () => {
    notifyError(ApiError.network(new TypeError('Failed to fetch')));
    notifyError(new ApiError(500, null));

    expect(readStorage('errors')?.map((entry) => entry.message)).toEqual(['Failed to fetch']);
  });
});

describe('notifySuccess', () => {
  it('shows the server message or the default for 3 s', () => {
    notifySuccess({ messagePublic: 'Publicación creada satisfactoriamente' });
    notifySuccess(null);

    expect(toast.getSnapshot()).toMatchObject([
      { type: 'success', detail: 'Publicación creada satisfactoriamente', life: 3000 },
      { type: 'success', detail: 'Se realizo la operación con éxito', life: 3000 },
    ]);
  });
});
