import type { Parametro, SesionUsuario } from '@generated/main/model';
import type { QueryClient } from '@tanstack/react-query';
import { parametersQueryOptions } from '@/lib/parameters';
import { createTestQueryClient } from './renderWithProviders';
import { testUsers, type TestRole } from './users';

/** One of the brand's parameters (spec §3) with `valor`. */
export const testParameter = (clave: string, valor: string): Parametro => ({
  id: 1,
  clave,
  valor,
  valor2: null,
  descripcion: '',
  marca: null,
  sistema: true,
  version: 1,
});

/**
 * A test QueryClient holding the brand's `parametros` as the shell's loader leaves them; pass it
 * and the same user to `renderWithProviders`.
 */
export function queryClientWithParameters(
  user: TestRole | SesionUsuario,
  parametros: Parametro[],
): QueryClient {
  const sessionUser = typeof user === 'string' ? testUsers[user] : user;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(parametersQueryOptions(sessionUser).queryKey, {
    results: { parametros, total: parametros.length, pagina: 1, tamanoPagina: 500 },
  });
  return queryClient;
}
