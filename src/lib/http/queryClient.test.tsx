import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { ApiError } from './apiError';
import { createQueryClient, reportError, shouldRetryQuery } from './queryClient';

describe('shouldRetryQuery', () => {
  it('retries network failures and 5xx twice', () => {
    expect(shouldRetryQuery(0, ApiError.network(new TypeError('offline')))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, null))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(503, null))).toBe(false);
  });

  it.each([400, 401, 403, 404, 429])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, null))).toBe(false);
  });

  it('never retries a failure of the code itself', () => {
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('reportError', () => {
  it('shows the catalogue notice', () => {
    reportError(new ApiError(404, null), undefined);
    expect(toast.getSnapshot()).toHaveLength(1);
  });

  it('stays quiet when the screen handles the error (meta.silentError)', () => {
    reportError(new ApiError(404, null), { silentError: true });
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('stays quiet only on the statuses the screen explains (meta.explainedStatuses)', () => {
    reportError(new ApiError(403, null), { explainedStatuses: [403] });
    expect(toast.getSnapshot()).toEqual([]);
    reportError(new ApiError(500, null), { explainedStatuses: [403] });
    expect(toast.getSnapshot()).toHaveLength(1);
  });

  it('stays quiet on 401: the session already ended', () => {
    reportError(new ApiError(401, null), undefined);
    expect(toast.getSnapshot()).toEqual([]);
  });
});

describe('createQueryClient', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  const client = createQueryClient();

  it('reports a failed query through the catalogue', async () => {
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['main', '/falla-404'],
          queryFn: () => Promise.reject(new ApiError(404, null)),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast.getSnapshot()[0]?.detail).toBe('No se encontro la informacion solicitada.');
  });

  it('reports a failed mutation once, without retrying it', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useMutation({
          mutationKey: ['main', 'guardar'],
          mutationFn: () => {
            calls += 1;
            return Promise.reject(new ApiError(500, null));
          },
        }),
      { wrapper },
    );
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(1);
    expect(toast.getSnapshot().map((item) => item.detail)).toEqual([
      'Ocurrió un error en el servidor, por favor intente más tarde',
    ]);
  });

  it('leaves a silent mutation to its screen', async () => {
    const { result } = renderHook(
      () =>
        useMutation({
          mutationKey: ['main', 'guardar'],
          mutationFn: () => Promise.reject(new ApiError(400, { messagePublic: 'x' })),
          meta: { silentError: true },
        }),
      { wrapper },
    );
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast.getSnapshot()).toEqual([]);
  });

  it("leaves react-admin's queries and mutations to react-admin's own notices", async () => {
    const { result: listQuery } = renderHook(
      () =>
        useQuery({
          queryKey: ['parametro', 'getList', {}],
          queryFn: () => Promise.reject(new ApiError(403, null)),
        }),
      { wrapper },
    );
    const { result: update } = renderHook(
      () =>
        useMutation({
          mutationKey: ['parametro', 'update'],
          mutationFn: () => Promise.reject(new ApiError(500, null)),
        }),
      { wrapper },
    );
    update.current.mutate();
    await waitFor(() => expect(listQuery.current.isError).toBe(true));
    await waitFor(() => expect(update.current.isError).toBe(true));
    expect(toast.getSnapshot()).toEqual([]);
  });
});
