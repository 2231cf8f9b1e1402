// @vitest-environment jsdom
// The generated react-query hooks and the mutator against `prism mock` of the bundled spec:
// proves the client sends what the contract accepts and reads what it answers.
import { useIniciarSesion } from '@generated/main/endpoints/auth/auth';
import { useListarMenu } from '@generated/main/endpoints/menu/menu';
import { useListarParametros } from '@generated/main/endpoints/parametros/parametros';
import { useObtenerDatosPersonales } from '@generated/main/endpoints/perfil/perfil';
import { useContarNotificacionesPendientes } from '@generated/notifications/endpoints/notification/notification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { ApiError } from './apiError';

const mockUrl = (service: string) => {
  const url = process.env[`CONTRACT_MOCK_${service}_URL`];
  if (!url) throw new Error(`CONTRACT_MOCK_${service}_URL is not set: run npm run test:contract`);
  return url;
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  setRuntimeConfig({
    productName: 'Campus',
    brand: 'HZT',
    api: {
      main: mockUrl('MAIN'),
      notifications: mockUrl('NOTIFICATIONS'),
      supportDesk: '',
      chatbot: '',
    },
    broker: '',
  });
});
afterEach(() => sessionStore.signOut());

describe('generated client against prism mock', () => {
  it('signs in with the contract example and reads token and user', async () => {
    const { result } = renderHook(() => useIniciarSesion(), { wrapper });
    const response = await result.current.mutateAsync({
      data: { usuario: 'alumno', clave: 'Campus2026' },
    });
    expect(response.results.token.split('.')).toHaveLength(3);
    expect(response.results.usuario.tipo).toBe(1);
  });

  describe('signed in', () => {
    beforeEach(() => void sessionStore.signIn(makeToken(), testUsers.student));

    it('reads the menu tree', async () => {
      const { result } = renderHook(() => useListarMenu(), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data?.results[0].titulo).toBe('Inicio');
      expect(result.current.data?.results[1].hijos[0].hijos[0].referencia).toMatch(
        /^\/estudiantes\/cursos\//,
      );
    });

    it('sends the parameter query the contract declares', async () => {
      const { result } = renderHook(
        () => useListarParametros({ marca: 'HZT', pagina: 1, tamanoPagina: 100 }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data?.results.parametros.map((p) => p.clave)).toContain(
        'EVA_NOTIFICATION',
      );
    });

    it('reads a profile by path parameter', async () => {
      const { result } = renderHook(() => useObtenerDatosPersonales(1001), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data?.results.gender?.code).toBe('F');
    });

    it('reaches the notifications service through its own base URL', async () => {
      const { result } = renderHook(() => useContarNotificacionesPendientes(), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data?.results.totalPending).toBe(3);
    });
  });

  it("turns the mock's 401 for a missing token into an ApiError", async () => {
    const { result } = renderHook(() => useListarMenu({ query: { meta: { silentError: true } } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.status).toBe(401);
  });
});
