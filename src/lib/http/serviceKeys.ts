import type { MutationKey, QueryKey } from '@tanstack/react-query';
import type { ServiceName } from '@/lib/config';
import type { CampusMutationMeta } from './queryMeta';

// orval passes every generated query's and mutation's options through these (orval.config.ts):
// keys start with the service, e.g. ['main', '/admin/parametro/listar', { pagina: 1 }].
const SERVICES: readonly ServiceName[] = ['main', 'notifications', 'supportDesk', 'chatbot'];

/** Whether a key belongs to one of the app's generated queries or mutations (not react-admin's). */
export function isServiceKey(key: QueryKey | MutationKey | undefined): boolean {
  return SERVICES.includes(key?.[0] as ServiceName);
}

export function withServiceQueryKey(service: ServiceName) {
  return <T extends { queryKey: QueryKey }>(options: T): T => ({
    ...options,
    queryKey: [service, ...options.queryKey],
  });
}

export interface ServiceMutationOptions {
  mutationKey?: MutationKey;
  meta?: CampusMutationMeta;
}

/** What orval tells a mutation's options function about its operation (the third argument). */
export interface OrvalOperation {
  operationId: string;
  operationName: string;
}

export function withServiceMutation<T extends ServiceMutationOptions>(
  service: ServiceName,
  options: T,
  { operationId }: OrvalOperation,
): T {
  return {
    ...options,
    mutationKey: [service, ...(options.mutationKey ?? [])],
    // The app's QueryClient invalidates what this operation's contract names (invalidations.ts).
    meta: { ...options.meta, operation: { service, operationId } },
  };
}

export const mainQueryOptions = withServiceQueryKey('main');
export const notificationsQueryOptions = withServiceQueryKey('notifications');

// orval reads each options function's own declaration and hands it the operation only when it
// declares three parameters: a function made by a factory reads as one parameter, so each service
// declares its own.
export const mainMutationOptions = <T extends ServiceMutationOptions>(
  options: T,
  _request: { url: string },
  operation: OrvalOperation,
): T => withServiceMutation('main', options, operation);
export const notificationsMutationOptions = <T extends ServiceMutationOptions>(
  options: T,
  _request: { url: string },
  operation: OrvalOperation,
): T => withServiceMutation('notifications', options, operation);
