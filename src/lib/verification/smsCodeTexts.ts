export const smsCodeTexts = {
  wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  title: 'Código de verificación',
  description: 'Ingresa el código de 6 dígitos que te enviamos por SMS.',
  digit: (position: number, total: number) => `Dígito ${position} de ${total}`,
  code: 'Código de verificación',
  confirm: 'Confirmar',
  resend: 'Reenviar código',
  countdown: (time: string) => `Podrás solicitar un nuevo código en ${time}`,
} as const;
