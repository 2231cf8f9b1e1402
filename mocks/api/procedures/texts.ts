// The Spanish texts the procedure operations answer with (spec §5, §8 where it has them).

export const procedureTexts = {
  required: 'El campo es requerido.',
  notOfKind: 'No corresponde a este tipo de requisito.',
  cents: 'El costo admite hasta dos decimales.',
  minLength: (min: number) => `El mínimo de caracteres que debes ingresar es ${min}`,
  maxLength: 'Has llegado al límite de caracteres.',
  number: 'Este campo solo recibe números.',
  pattern: 'No cumple con el formato.',
  invalidValue: 'No es un valor válido.',
  // spec §5's alternative wording for configured requirements.
  fileFormat: (formats: readonly string[]) =>
    `El archivo no tiene el formato ${formats.map((format) => format.toUpperCase()).join(', ')} establecido`,
  fileSize: 'El archivo supera el peso establecido',
  tooManyFiles: 'Has llegado al máximo de archivos adjuntos.',
  fileNotYours: 'El archivo no existe o ya fue adjuntado a otra solicitud.',
  rucInvalid: 'El RUC ingresado no es válido.',
  smsWrong: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  smsExpired: 'El código venció. Solicita uno nuevo.',
  smsAttempts: 'Superaste los intentos permitidos. Solicita un código nuevo.',
  smsNotAsked: 'Este trámite no requiere un código por SMS.',
  smsWait: (seconds: number) => `Espera ${seconds} segundos para pedir un código nuevo.`,
  smsSent: 'Te enviamos un código por SMS.',
  noPhone: 'No tienes un celular registrado. Actualízalo en tu perfil para recibir el código.',
  stale:
    'Otra persona actualizó este trámite mientras lo revisabas. Recarga la página para ver su estado actual; tu cambio no se guardó.',
  closed: 'Este trámite ya fue atendido y no admite más cambios.',
  notReviewed: 'Solo puedes aprobar con revisión un trámite que está en revisión.',
  notObserved: 'Este trámite no tiene una observación por responder.',
  notAwaitingAnswer: 'Este trámite ya no espera tu respuesta.',
  notManager: 'La persona elegida no es encargada del área de este trámite.',
  filed: 'Tu solicitud fue registrada.',
  requirementsChanged:
    'Los requisitos de este trámite cambiaron mientras llenabas el formulario. Vuelve a abrirlo para ver los actuales.',
  enrolmentRequired: 'Elige la matrícula para la que solicitas el trámite.',
  notForEnrolment: 'Este trámite no está disponible para la matrícula elegida.',
  rules: {
    MATRICULA_ACTIVA: 'Tu matrícula no está activa en el periodo actual.',
    SIN_DEUDA: (debt: string) => `Tienes una deuda pendiente de ${debt}.`,
    CICLO_MINIMO: (cycle: string) => `Debes estar en el ciclo ${cycle} o uno posterior.`,
    SIN_TRAMITE_ABIERTO: 'Ya tienes una solicitud de este trámite en proceso.',
  },
  notifications: {
    REGISTRO: (name: string) => `Registramos tu solicitud de ${name}.`,
    OBSERVACION: (name: string) => `Tu solicitud de ${name} fue observada. Revisa qué corregir.`,
    SUBSANACION: (name: string) => `Tu respuesta a la observación de ${name} fue enviada.`,
    RESPUESTA: (name: string) => `El docente respondió tu solicitud de ${name}.`,
    APROBACION: (name: string) => `Tu solicitud de ${name} fue aprobada.`,
    RECHAZO: (name: string) => `Tu solicitud de ${name} fue rechazada.`,
    toAnswer: (name: string) => `Tienes una solicitud de ${name} por responder.`,
    assigned: (name: string) => `Se te asignó una solicitud de ${name}.`,
  },
  linkName: 'Ver trámite',
};

/** Whether a fee in soles is whole céntimos (no third decimal), as fees are stored. */
export const isWholeCents = (soles: number) =>
  Math.abs(soles * 100 - Math.round(soles * 100)) <= 1e-6;

/** Soles as people read them in Peru: S/ 350.00. */
export const soles = (cents: number) =>
  new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' }).format(cents / 100);
