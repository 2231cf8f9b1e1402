import type { MutationKey, QueryKey } from '@tanstack/react-query';
import type { ServiceName } from '@/lib/config';

// orval passes every generated query's and mutation's options through these (orval.config.ts):
// keys start with the service, e.g. ['main', '/admin/parametro/listar', { pagina: 1 }].
const SERVICES: readonly ServiceName[] = ['main', 'notifications', 'supportDesk', 'chatbot'];

/** Whether a key belongs to one of the app's generated queries or mutations (not react-admin's). */
export function isServiceKey(key: QueryKey | MutationKey | undefined): boolean {
  return SERVICES.includes(key?.[0] as ServiceName);
}

function withServiceQueryKey(service: ServiceName) {
  return <T extends { queryKey: QueryKey }>(options: T): T => ({
    ...options,
    queryKey: [service, ...options.queryKey],
  });
}

function withServiceMutationKey(service: ServiceName) {
  return <T extends { mutationKey?: MutationKey }>(options: T): T => ({
    ...options,
    mutationKey: [service, ...(options.mutationKey ?? [])],
  });
}

export const mainQueryOptions = withServiceQueryKey('main');
export const notificationsQueryOptions = withServiceQueryKey('notifications');
export const mainMutationOptions = withServiceMutationKey('main');
export const notificationsMutationOptions = withServiceMutationKey('notifications');
