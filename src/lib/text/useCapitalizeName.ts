import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ParametrosResponse } from '@generated/main/model';
import { PARAMETER_KEYS, parametersQueryOptions } from '@/lib/parameters';
import { useSession } from '@/lib/session';
import { nameCapitalizer, parseCapitalizeRules } from './capitalize';

// Null when the brand has no such parameter: every word then gets its initial capital.
const selectValor = (response: ParametrosResponse) =>
  response.results.parametros.find((parametro) => parametro.clave === PARAMETER_KEYS.capitalize)
    ?.valor ?? null;

const asGiven = (name: string) => name;

/**
 * Spec §5: a function that writes a person's, programme's, course's or campus's name from the API
 * as the CAPITALIZE_VARIABLES parameter says, the same function while the parameter stays the
 * same. Never for free text (post bodies, messages).
 *
 * It reads the parameters the shell's loader fetches and never asks for them itself, so a roster
 * row or a card adds no request; until they arrive names show as the API gives them.
 */
export function useCapitalizeName(): (name: string) => string {
  const { user } = useSession();
  const { data: valor, isSuccess } = useQuery({
    ...parametersQueryOptions(user),
    enabled: false,
    select: selectValor,
  });
  return useMemo(
    () => (isSuccess ? nameCapitalizer(parseCapitalizeRules(valor)) : asGiven),
    [isSuccess, valor],
  );
}
