import type { Parametro, SesionUsuario } from '@generated/main/model';
import type { QueryClient } from '@tanstack/react-query';
import { PARAMETER_KEYS, parametersQueryOptions } from '@/lib/parameters';
import { createTestQueryClient } from './renderWithProviders';
import { testUsers, type TestRole } from './users';

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
export function queryClientWithCapitalizeRules(
  user: TestRole | SesionUsuario,
  rules: object = testCapitalizeRules,
): QueryClient {
  const sessionUser = typeof user === 'string' ? testUsers[user] : user;
  const parametro: Parametro = {
    id: 1,
    clave: PARAMETER_KEYS.capitalize,
    valor: JSON.stringify(rules),
    valor2: null,
    descripcion: '',
    marca: null,
    sistema: true,
    version: 1,
  };
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(parametersQueryOptions(sessionUser).queryKey, {
    results: { parametros: [parametro], total: 1, pagina: 1, tamanoPagina: 500 },
  });
  return queryClient;
}
