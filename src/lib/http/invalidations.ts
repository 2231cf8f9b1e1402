import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { invalidations as mainInvalidations } from '@generated/main/invalidations';
import { invalidations as notificationsInvalidations } from '@generated/notifications/invalidations';
import type { ServiceName } from '@/lib/config';

type Invalidations = typeof mainInvalidations;

// Each service's `x-campus-invalidates`, generated from its contract by `npm run generate`.
const CONTRACTS: Partial<Record<ServiceName, Invalidations>> = {
  main: mainInvalidations,
  notifications: notificationsInvalidations,
};

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * Whether a generated query key reads `path` (a contract template such as
 * `/cursos/seccion/{idSeccion}/detalle`) of `service`, whatever its parameters: keys are
 * `[service, path, params?]`, or `[service, 'infinite', path, params?]` for an infinite list.
 */
function readsPath(query: Pick<Query, 'queryKey'>, service: ServiceName, path: string) {
  const [keyService, first, second] = query.queryKey;
  const keyPath = first === 'infinite' ? second : first;
  if (keyService !== service || typeof keyPath !== 'string') return false;
  const actual = keyPath.split('/');
  const expected = path.split('/');
  return (
    actual.length === expected.length &&
    expected.every((segment, index) =>
      isParameter(segment) ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/**
 * Invalidates the queries a generated mutation's success makes stale, as its contract's
 * `x-campus-invalidates` names them. Not awaited: the mutation settles at once (its button stops
 * loading) while the screens on view refetch.
 */
export function invalidateAfter(queryClient: QueryClient, mutation: Pick<Mutation, 'meta'>): void {
  const { operation, invalidatesItself } = mutation.meta ?? {};
  if (!operation || invalidatesItself) return;
  const stale = CONTRACTS[operation.service]?.[operation.operationId];
  if (!stale) return;
  void queryClient.invalidateQueries({
    predicate: (query) => stale.some(({ path }) => readsPath(query, operation.service, path)),
  });
}
