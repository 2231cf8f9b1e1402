import { smsCodeTexts } from '../../../src/lib/verification/smsCodeTexts.ts';
import { VALIDATION_MESSAGES as messages } from '../../../src/lib/validation/messages.ts';

/** What the profile operations answer (spec §5, §8; the rest in the campus' own words). */
export const profileTexts = {
  required: messages.required,
  phone: messages.phone,
  email: messages.email,
  ubigeo: 'Elige un distrito de la lista.',
  codeSent: 'Te enviamos un código de 6 dígitos por SMS.',
  sameNumber: 'Ese número ya está verificado en tu perfil.',
  codeWrong: smsCodeTexts.wrongCode,
  codeFormat: 'El código tiene 6 dígitos.',
  codeExpired: 'El código venció. Solicita uno nuevo.',
  codeLocked: 'Superaste los intentos permitidos. Solicita un código nuevo.',
  noCode: 'Primero solicita un código para tu nuevo número.',
  codeWait: (seconds: number) => `Espera ${seconds} segundos para pedir un código nuevo.`,
  codeHourly: (minutes: number) =>
    `Ya pediste varios códigos en la última hora. Inténtalo de nuevo en ${minutes} minutos.`,
  phoneVerified: 'Tu número de celular fue verificado.',
  photoUnreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
  cvSaved: 'Tu Curriculum Vitae se guardó correctamente.',
  cvNotYours: 'Elige un Curriculum Vitae que hayas subido tú.',
} as const;
