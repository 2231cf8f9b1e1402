// The Spanish texts of the certificate, verification, short-link and benefit operations and of
// the certificate's PDF (ours: the spec names none).

export const certificateTexts = {
  issued: 'Tu certificado de estudios fue emitido. Ya puedes descargarlo.',
  notCareer: 'El certificado de estudios se emite para programas de carrera.',
  mustRequest:
    'Este certificado se solicita con el trámite Certificado de estudios superiores, que tiene un costo.',
  requestOpen: 'Ya tienes una solicitud de certificado en trámite.',
  noRecord: 'Aún no tienes notas finales para certificar.',
  revoked: 'El certificado fue revocado.',
  tooManyLookups: (seconds: number) =>
    `Hiciste demasiadas consultas. Espera ${seconds} segundos e inténtalo nuevamente.`,
  pdf: {
    title: 'CERTIFICADO DE ESTUDIOS',
    holder: (name: string, type: string, number: string) =>
      `Se certifica que ${name}, identificado(a) con ${type} ${number},`,
    programme: (programme: string) => `cursó en el programa de estudios ${programme}:`,
    period: 'Periodo',
    course: 'Unidad didáctica',
    grade: 'Nota',
    credits: 'Créditos',
    total: (credits: number) => `Créditos aprobados: ${credits}`,
    issued: (day: string) => `Emitido el ${day}`,
    code: (code: string) => `Código de verificación: ${code}`,
    footer: 'Verifica este certificado escaneando el código QR o ingresando su código en',
  },
} as const;
