/** Session notices of spec §4, shown on the login page. */
export const SESSION_TEXTS = {
  loginRequired: 'Necesita iniciar sesión',
  expired: 'Sesión expirada',
  ended: 'Sesión finalizada',
} as const;
