// The Spanish texts of referrals and the socioeconomic scholarship (spec §5, §8).

// The students' referrals (issue 39).
export const referralTexts = {
  registered: 'Registramos a tu referido. El área de admisión se comunicará con él.',
  duplicate: 'Esta persona ya fue referida. Cada persona puede ser referida una sola vez.',
  phoneTaken: 'Este celular ya fue registrado como referido.',
  mailTaken: 'Este correo ya fue registrado como referido.',
  unknownProgramme: 'Elige un programa de estudios de la lista.',
} as const;

// The socioeconomic scholarship application and its evaluation (issue 39).
export const scholarshipTexts = {
  saved: 'Guardamos tu avance.',
  submitted: 'Enviamos tu solicitud. Te avisaremos cuando sea evaluada.',
  notOffered: 'La beca socioeconómica no tiene convocatoria en este periodo.',
  alreadySubmitted: 'Ya enviaste tu solicitud de beca socioeconómica para este periodo.',
  alreadyApplied: 'Ya postulaste a la beca socioeconómica en este periodo.',
  missingStep: 'Completa este paso antes de enviar tu solicitud.',
  missingDocument: 'Sube este documento antes de enviar tu solicitud.',
  notYourFile: 'Sube el documento otra vez: no encontramos el archivo.',
  tooManyDependants: 'Los dependientes deben ser menos que los integrantes del hogar.',
  tooManyEarners: 'Los aportantes no pueden ser más que los integrantes del hogar.',
  documents: {
    SUSTENTO_INGRESOS: 'Sustento de ingresos del hogar',
    RECIBO_SERVICIOS: 'Recibo de luz o agua',
  },
  needsPercent: 'Indica el porcentaje de la beca.',
  needsReason: 'Indica el motivo del rechazo.',
  notInEvaluation: 'Esta solicitud ya fue evaluada.',
  granted: 'Otorgaste la beca. Aplicamos el descuento a las cuotas pendientes del periodo.',
  rejected: 'Rechazaste la solicitud. Avisamos al estudiante.',
  feeName: 'Beca socioeconómica',
  notification: {
    title: 'Tu solicitud de beca socioeconómica fue evaluada',
    granted: (percent: number, period: string) =>
      `Te otorgamos la beca socioeconómica del periodo ${period}: ${percent} % de descuento en tus cuotas pendientes.`,
    rejected: (period: string, reason: string) =>
      `Tu solicitud de beca socioeconómica del periodo ${period} no fue aprobada. Motivo: ${reason}`,
    linkName: 'Ver mis becas',
  },
} as const;
