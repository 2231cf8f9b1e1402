import { VALIDATION_MESSAGES } from '@/lib/validation';

/**
 * Texts of the password pages: the public recovery (/restablecer-clave, /nueva-clave) and the
 * signed-in ones (/actualizar-clave, /recuperar-clave).
 */
export const texts = {
  forgot: {
    title: 'Restablecer contraseña',
    intro: 'Escribe tu usuario y te enviaremos un código de 6 dígitos a tu correo registrado.',
    sendCode: 'Enviar código',
    backToLogin: 'Volver a iniciar sesión',
  },
  reset: {
    title: 'Nueva contraseña',
    intro: 'Ingresa el código que recibiste y elige tu nueva contraseña.',
    confirm: 'Confirmar contraseña',
    save: 'Guardar contraseña',
    requestNewCode: 'Solicitar un nuevo código',
    backToLogin: 'Volver a iniciar sesión',
    // spec §8, verbatim.
    wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  },
  // The code and new password fields both ways to a new password share (/nueva-clave,
  // /recuperar-clave).
  codeFields: {
    code: 'Código de verificación',
    codeHint: 'Son 6 dígitos.',
    new: 'Nueva contraseña',
  },
  change: {
    title: 'Actualizar contraseña',
    intro: 'Por tu seguridad, ingresa tu contraseña actual y elige una nueva.',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    save: 'Actualizar contraseña',
    saving: 'Actualizando…',
    forgot: '¿No recuerdas tu contraseña actual?',
    skip: 'Omitir por ahora',
    doneTitle: 'Contraseña actualizada',
    doneFallback: 'Tu contraseña se actualizó correctamente.',
    doneNote: 'Tus otras sesiones abiertas se cerraron. Esta sigue activa.',
    home: 'Ir al inicio',
  },
  recover: {
    title: 'Recuperar contraseña',
    intro:
      'Si no recuerdas tu contraseña actual, te enviaremos un código de 6 dígitos a tu correo registrado para que elijas una nueva.',
    sendCode: 'Enviar código',
    sending: 'Enviando…',
    codeIntro: 'Ingresa el código que recibiste en tu correo y elige tu nueva contraseña.',
    confirm: 'Confirmar nueva contraseña',
    save: 'Guardar contraseña',
    resend: 'Solicitar un nuevo código',
    signOutNote:
      'Al guardar, se cerrarán todas tus sesiones, también esta: vuelve a ingresar con tu nueva contraseña.',
    back: 'Volver a actualizar contraseña',
  },
  // spec §5, verbatim.
  required: VALIDATION_MESSAGES.required,
} as const;
