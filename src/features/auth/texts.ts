import { VALIDATION_MESSAGES } from '@/lib/validation';

/** Texts of the sign-in and password-recovery pages. */
export const texts = {
  loginTitle: 'Iniciar sesión',
  loginIntro: 'Ingresa con tu usuario y contraseña del campus.',
  username: 'Usuario',
  password: 'Contraseña',
  submitLogin: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  forgotTitle: 'Restablecer contraseña',
  forgotIntro: 'Escribe tu usuario y te enviaremos un código de 6 dígitos a tu correo registrado.',
  sendCode: 'Enviar código',
  backToLogin: 'Volver a iniciar sesión',
  newPasswordTitle: 'Nueva contraseña',
  newPasswordIntro: 'Ingresa el código que recibiste y elige tu nueva contraseña.',
  code: 'Código de verificación',
  codeHint: 'Son 6 dígitos.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  savePassword: 'Guardar contraseña',
  requestNewCode: 'Solicitar un nuevo código',
  // spec §8, verbatim.
  wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  // spec §5, verbatim.
  required: VALIDATION_MESSAGES.required,
} as const;
