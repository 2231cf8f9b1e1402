import type { SesionUsuario } from '@generated/main/model';
import type { QueryClient } from '@tanstack/react-query';
import { PARAMETER_KEYS } from '@/lib/parameters';
import { queryClientWithParameters, testParameter } from './parameters';
import type { TestRole } from './users';

/** CAPITALIZE_VARIABLES lists whose every rule shows in a name (spec §5). */
export const testCapitalizeRules = {
  siempreMayusculas: ['SST', 'TI'],
  nuncaCapitalizar: ['de', 'del', 'la', 'y'],
  fragmentosMayusculas: ['.NET'],
};

/**
 * A test QueryClient holding the brand's parameters as the shell's loader leaves them, with
 * CAPITALIZE_VARIABLES set to `rules`; pass it and the same user to `renderWithProviders`.
 */
export const queryClientWithCapitalizeRules = (
  user: TestRole | SesionUsuario,
  rules: object = testCapitalizeRules,
): QueryClient =>
  queryClientWithParameters(user, [
    testParameter(PARAMETER_KEYS.capitalize, JSON.stringify(rules)),
  ]);
