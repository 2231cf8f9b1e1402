import { getIniciarSesionMutationOptions } from '@generated/main/endpoints/auth/auth';
import {
  getElegirElectivoAlumnoMutationOptions,
  getListarCursosAlumnoQueryOptions,
  getObtenerCursoAlumnoQueryOptions,
  getSolicitarRevisionNotaMutationOptions,
} from '@generated/main/endpoints/cursos/cursos';
import {
  getActualizarParametroMutationOptions,
  getListarParametrosInfiniteQueryOptions,
  getListarParametrosQueryOptions,
  getObtenerParametroQueryOptions,
} from '@generated/main/endpoints/parametros/parametros';
import { getGuardarPasoOnboardingMutationOptions } from '@generated/main/endpoints/onboarding/onboarding';
import { getConsultarFlujoUsuarioQueryOptions } from '@generated/main/endpoints/usuario/usuario';
import {
  getContarNotificacionesPendientesQueryOptions,
  getGuardarPreferenciaNotificacionMutationOptions,
  getListarPreferenciasNotificacionQueryOptions,
} from '@generated/notifications/endpoints/notification/notification';
import type { MutationOptions, QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidationsSettled } from './pendingInvalidations';
import { createQueryClient } from './queryClient';

let client = createQueryClient();

/** Caches `keys` as if their screens had loaded them. */
function cache(...keys: QueryKey[]) {
  for (const key of keys) client.setQueryData(key, {});
}

const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;

/**
 * Runs a generated mutation (its key and meta) to success, without a request, and waits for the
 * invalidations it started (the contract's map loads with the first one).
 */
async function succeed({ mutationKey, meta }: Pick<MutationOptions, 'mutationKey' | 'meta'>) {
  await client
    .getMutationCache()
    .build(client, { mutationKey, meta, mutationFn: () => Promise.resolve(null) })
    .execute(undefined);
  await invalidationsSettled();
}

describe("a mutation's x-campus-invalidates", () => {
  beforeEach(() => {
    client = createQueryClient();
  });

  it('makes its queries stale, whatever their parameters, plain and infinite', async () => {
    const firstPage = getListarParametrosQueryOptions({ pagina: 1 }).queryKey;
    const secondPage = getListarParametrosQueryOptions({ pagina: 2 }).queryKey;
    const scrolled = getListarParametrosInfiniteQueryOptions({ tamanoPagina: 20 }).queryKey;
    const detail = getObtenerParametroQueryOptions(7).queryKey;
    cache(firstPage, secondPage, scrolled, detail);

    await succeed(getActualizarParametroMutationOptions());

    expect([firstPage, secondPage, scrolled].map(stale)).toEqual([true, true, true]);
    // actualizarParametro names the list only.
    expect(stale(detail)).toBe(false);
  });

  it('matches a query with path parameters by its path, for every value cached', async () => {
    const section = getObtenerCursoAlumnoQueryOptions(3120).queryKey;
    const otherSection = getObtenerCursoAlumnoQueryOptions(4518).queryKey;
    const courses = getListarCursosAlumnoQueryOptions(1).queryKey;
    cache(section, otherSection, courses);

    await succeed(getSolicitarRevisionNotaMutationOptions());
    expect([section, otherSection].map(stale)).toEqual([true, true]);
    expect(stale(courses)).toBe(false);

    await succeed(getElegirElectivoAlumnoMutationOptions());
    expect(stale(courses)).toBe(true);
  });

  it('makes a read sent as POST stale by its path, whatever its body', async () => {
    const flow = getConsultarFlujoUsuarioQueryOptions({ version: '1.0.0' }).queryKey;
    const courses = getListarCursosAlumnoQueryOptions(1).queryKey;
    cache(flow, courses);

    await succeed(getGuardarPasoOnboardingMutationOptions());

    expect([flow, courses].map(stale)).toEqual([true, false]);
  });

  it("leaves other services' and longer paths' keys alone", async () => {
    const detail = getObtenerCursoAlumnoQueryOptions(3120).queryKey;
    const longer = ['main', '/cursos/seccion/3120/detalle/extra'];
    const otherService = ['notifications', '/cursos/seccion/3120/detalle'];
    cache(detail, longer, otherService);

    await succeed(getSolicitarRevisionNotaMutationOptions());

    expect([detail, longer, otherService].map(stale)).toEqual([true, false, false]);
  });

  it('invalidates nothing for a mutation the contract gives no entry', async () => {
    const list = getListarParametrosQueryOptions().queryKey;
    const count = getContarNotificacionesPendientesQueryOptions().queryKey;
    cache(list, count);

    await succeed(getIniciarSesionMutationOptions());
    // react-admin's mutations carry no generated operation.
    await succeed({ mutationKey: ['parametro', 'update'] });

    expect([list, count].map(stale)).toEqual([false, false]);
  });

  it('leaves the invalidation to a screen that does it itself (meta.invalidatesItself)', async () => {
    const settings = getListarPreferenciasNotificacionQueryOptions().queryKey;
    cache(settings);

    await succeed(
      getGuardarPreferenciaNotificacionMutationOptions({
        mutation: { meta: { invalidatesItself: true } },
      }),
    );
    expect(stale(settings)).toBe(false);

    await succeed(getGuardarPreferenciaNotificacionMutationOptions());
    expect(stale(settings)).toBe(true);
  });

  it('invalidates nothing when the mutation fails', async () => {
    const list = getListarParametrosQueryOptions().queryKey;
    cache(list);
    const { mutationKey, meta } = getActualizarParametroMutationOptions();

    const failing = client.getMutationCache().build(client, {
      mutationKey,
      meta: { ...meta, silentError: true },
      mutationFn: () => Promise.reject(new Error('500')),
    });
    await expect(failing.execute(undefined)).rejects.toThrow('500');

    expect(stale(list)).toBe(false);
  });
});
