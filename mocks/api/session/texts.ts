// The Spanish texts of sign-in, the menu and the password reset (spec §5, §8).

export const sessionTexts = {
  loggedIn: 'Bienvenido(a) al campus',
  loggedOut: 'Sesión finalizada',
  invalidCredentials: 'Usuario o contraseña incorrectos.',
  tooManyFailures: (seconds: number) =>
    `Demasiados intentos fallidos. Espera ${seconds} segundos e inténtalo nuevamente.`,
  tooManyFromAddress: (seconds: number) =>
    `Hubo demasiados intentos fallidos desde tu conexión. Espera ${seconds} segundos e inténtalo nuevamente.`,
  tooManyCodeRequests: (seconds: number) =>
    `Ya enviamos un código hace poco. Espera ${seconds} segundos antes de solicitar otro.`,
  codeSent: 'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
  wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  passwordChanged: 'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.',
  resetMailSubject: 'Código para restablecer tu contraseña',
} as const;

export const menuTexts = {
  gradeHistory: 'Historial de notas',
} as const;
