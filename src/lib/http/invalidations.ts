import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import type { invalidations as MainInvalidations } from '@generated/main/invalidations';
import type { ServiceName } from '@/lib/config';

type Invalidations = typeof MainInvalidations;

// Each service's `x-campus-invalidates`, generated from its contract by `npm run generate`. The
// maps grow with every mutation of the contract: they load with the first mutation that
// succeeds, never with the sign-in page's code.
const CONTRACTS: Partial<Record<ServiceName, () => Promise<{ invalidations: Invalidations }>>> = {
  main: () => import('@generated/main/invalidations'),
  notifications: () => import('@generated/notifications/invalidations'),
  supportDesk: () => import('@generated/support-desk/invalidations'),
  chatbot: () => import('@generated/chatbot/invalidations'),
};

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

// Markers orval puts before a key's path: an infinite list, a read sent as POST (usuario/flujo).
const KEY_MARKERS = new Set(['infinite', 'POST']);

/**
 * Whether a generated query key reads `path` (a contract template such as
 * `/cursos/seccion/{idSeccion}/detalle`) of `service`, whatever its parameters: keys are
 * `[service, path, params?]`, `[service, 'infinite', path, params?]` for an infinite list, or
 * `[service, 'POST', path, body]` for a read sent as POST.
 */
function readsPath(query: Pick<Query, 'queryKey'>, service: ServiceName, path: string) {
  const [keyService, first, second] = query.queryKey;
  const keyPath = typeof first === 'string' && KEY_MARKERS.has(first) ? second : first;
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
 * `x-campus-invalidates` names them (see pendingInvalidations.ts for when it runs).
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  mutation: Pick<Mutation, 'meta'>,
): Promise<void> {
  const { operation, invalidatesItself } = mutation.meta ?? {};
  if (!operation || invalidatesItself) return;
  const contract = CONTRACTS[operation.service];
  if (!contract) return;
  const { invalidations } = await contract();
  const stale = invalidations[operation.operationId];
  if (!stale) return;
  await queryClient.invalidateQueries({
    predicate: (query) => stale.some(({ path }) => readsPath(query, operation.service, path)),
  });
}
