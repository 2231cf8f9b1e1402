import { useQuery } from '@tanstack/react-query';
import type { ParametrosResponse } from '@generated/main/model';
import { useSession } from '@/lib/session';
import { toParameterMap } from './parameters';
import { parametersQueryOptions } from './parametersQuery';

const selectMap = (response: ParametrosResponse) => toParameterMap(response.results.parametros);

/** The signed-in user's brand parameters by key, loaded once per session. */
export function useParameters() {
  const { user } = useSession();
  return useQuery({ ...parametersQueryOptions(user), enabled: user !== null, select: selectMap });
}
