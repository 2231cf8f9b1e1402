/** Routes the auth pages link to (spec §2); the route table in src/app/routes names them too. */
export const AUTH_PATHS = {
  home: '/',
  login: '/login',
  forgotPassword: '/restablecer-clave',
  newPassword: '/nueva-clave',
} as const;

export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query)}`;
}
