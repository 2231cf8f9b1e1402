import { useQuery } from '@tanstack/react-query';
import type { ParametrosResponse } from '@generated/main/model';
import { parametersQueryOptions, toParameterMap } from '@/lib/parameters';
import { useSession } from '@/lib/session';
import { isPoorConnection, minimumMbps } from './connectionRules';
import { measureSpeed } from './measureSpeed';

const selectMinimum = (response: ParametrosResponse) =>
  minimumMbps(toParameterMap(response.results.parametros));

/**
 * spec §5: whether the line is under the brand's threshold, measured once a session (the cached
 * answer serves every later opening) and only while `enabled`: it downloads about 2.7 MB. False
 * until it knows; it never holds anything back.
 *
 * The threshold comes from the parameters the shell loads, read from their cache like
 * useCapitalizeName: the test waits while they load and, without them, keeps spec §9's 3 Mbps.
 */
export function usePoorConnection(enabled: boolean): boolean {
  const { user } = useSession();
  const parameters = useQuery({
    ...parametersQueryOptions(user),
    enabled: false,
    select: selectMinimum,
  });
  const minimum = parameters.data ?? minimumMbps(undefined);
  const speed = useQuery({
    queryKey: ['conexion', 'velocidad', minimum],
    queryFn: () => measureSpeed(minimum),
    enabled: enabled && parameters.fetchStatus === 'idle',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return enabled && isPoorConnection(speed.data ?? null, minimum);
}
