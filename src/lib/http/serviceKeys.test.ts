import {
  getListarParametrosInfiniteQueryOptions,
  getListarParametrosQueryOptions,
  invalidateListarParametros,
} from '@generated/main/endpoints/parametros/parametros';
import { getIniciarSesionMutationOptions } from '@generated/main/endpoints/auth/auth';
import {
  getContarNotificacionesPendientesQueryOptions,
  getMarcarNotificacionLeidaMutationOptions,
} from '@generated/notifications/endpoints/notification/notification';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isServiceKey } from './serviceKeys';

describe('generated keys carry their service', () => {
  it('prefixes query keys with the service, apart for infinite lists', () => {
    const plain = getListarParametrosQueryOptions({ pagina: 1 }).queryKey;
    const infinite = getListarParametrosInfiniteQueryOptions({ pagina: 1 }).queryKey;
    expect(plain).toEqual(['main', '/admin/parametro/listar', { pagina: 1 }]);
    expect(infinite).toEqual(['main', 'infinite', '/admin/parametro/listar', { pagina: 1 }]);
    expect(getContarNotificacionesPendientesQueryOptions().queryKey[0]).toBe('notifications');
  });

  it('prefixes mutation keys too', () => {
    expect(getIniciarSesionMutationOptions().mutationKey).toEqual(['main', 'iniciarSesion']);
  });

  it("tells the app's keys from react-admin's", () => {
    expect(isServiceKey(['main', '/menu/listar'])).toBe(true);
    expect(isServiceKey(['parametro', 'getList'])).toBe(false);
    expect(isServiceKey(undefined)).toBe(false);
  });

  it('invalidates through the generated helper, which uses the same prefixed key', async () => {
    const client = new QueryClient();
    const { queryKey } = getListarParametrosQueryOptions();
    client.setQueryData(queryKey, {
      results: { parametros: [], total: 0, pagina: 1, tamanoPagina: 500 },
    });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);
    await invalidateListarParametros(client);
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it("names the operation in the mutation's meta, beside what the caller put there", () => {
    expect(getIniciarSesionMutationOptions().meta).toEqual({
      operation: { service: 'main', operationId: 'iniciarSesion' },
    });
    const quiet = getMarcarNotificacionLeidaMutationOptions({
      mutation: { meta: { silentError: true } },
    });
    expect(quiet.meta).toEqual({
      silentError: true,
      operation: { service: 'notifications', operationId: 'marcarNotificacionLeida' },
    });
  });
});
