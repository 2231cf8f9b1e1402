import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/mockFetch';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { useLoadedParameters } from './loadedParameters';
import { isParameterOn } from './parameters';
import { useParameters } from './useParameters';

function renderParameters() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ query: useParameters(), loaded: useLoadedParameters() }), {
    wrapper,
  });
}

describe('useLoadedParameters', () => {
  it('is null until useParameters loads them, then holds them until sign-out', async () => {
    mockFetch({
      'GET /api/main/admin/parametro/listar': () =>
        jsonResponse({
          results: {
            parametros: [
              {
                clave: 'EVA_NOTIFICATION',
                valor: '1',
                valor2: null,
                descripcion: '',
                marca: 'HZT',
              },
            ],
            total: 1,
            pagina: 1,
            tamanoPagina: 500,
          },
        }),
    });
    sessionStore.signIn(makeToken(), testUsers.student);
    const { result } = renderParameters();
    expect(result.current.loaded).toBeNull();

    await waitFor(() => expect(result.current.loaded).not.toBeNull());
    expect(isParameterOn(result.current.loaded ?? {}, 'EVA_NOTIFICATION')).toBe(true);

    act(() => sessionStore.signOut());
    expect(result.current.loaded).toBeNull();
  });

  it('counts a failed request as every switch off', async () => {
    mockFetch({
      'GET /api/main/admin/parametro/listar': () => jsonResponse({ message: 'caído' }, 500),
    });
    sessionStore.signIn(makeToken(), testUsers.student);
    const { result } = renderParameters();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.loaded).toEqual({});
  });
});
