/** Texts of the sign-in page. */
export const texts = {
  loginTitle: 'Iniciar sesión',
  loginIntro: 'Ingresa con tu usuario y contraseña del campus.',
  password: 'Contraseña',
  submitLogin: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
} as const;
