// The Spanish texts the procedure operations answer with (spec §5, §8 where it has them).

import type { components } from '../../../generated/main/paths.ts';
import { gradeTexts } from '../../../src/lib/grades.ts';
import { dayEsPE, limaDay, limaTime } from '../limaDay.ts';

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

export const configurationTexts = {
  saved: 'Se guardó la configuración del trámite.',
  activated: 'El trámite se muestra a los solicitantes.',
  deactivated: 'El trámite ya no se muestra a los solicitantes.',
  requirementSaved: 'Se guardó el requisito. Se pedirá así en las solicitudes nuevas.',
  teachersAlone: 'Un trámite para docentes no puede ser también para estudiantes.',
  responderStudents: 'Solo un trámite de estudiantes puede esperar la respuesta del docente.',
  responderCourse:
    'Para que responda el docente del curso, el trámite debe pedir un curso entre sus requisitos.',
  responderAutomatic: 'Un trámite automático se aprueba al registrarse: no espera respuestas.',
  cents: procedureTexts.cents,
  notOfKind: procedureTexts.notOfKind,
  required: procedureTexts.required,
  ruleRequired: 'Una regla de elegibilidad siempre es obligatoria.',
  unknownCycle: 'El ciclo indicado no existe.',
  genericDraft: 'Este trámite genérico aún es un borrador: se publica desde su constructor.',
} as const;

export const genericTexts = {
  created: 'Se creó el borrador del trámite.',
  informationSaved: 'Se guardó la información del trámite.',
  filtersSaved: 'Se guardó quiénes pueden solicitar el trámite.',
  questionSaved: 'Se guardó la pregunta.',
  requirementSaved: 'Se guardó el requisito.',
  configured: 'Se guardó la configuración final.',
  published: 'Se publicó el trámite: ya está en el catálogo de los estudiantes.',
  alreadyPublished: 'Este trámite ya fue publicado y no admite cambios en el constructor.',
  notOffered: 'No es un valor válido.',
  notOfKind: procedureTexts.notOfKind,
  kindFixed: 'El tipo de un requisito no cambia; agrega uno nuevo.',
  required: procedureTexts.required,
  repeatedAnswers: 'Las respuestas no pueden repetirse.',
  cents: procedureTexts.cents,
  noStudent: 'No encontramos un estudiante con ese código de matrícula o usuario.',
  pending: {
    filters: 'Define quiénes pueden solicitarlo.',
    parts: 'Agrega al menos una pregunta o un requisito.',
    configuration: 'Guarda la configuración final.',
    programmes: 'Ninguno de los programas elegidos es de los estudiantes que lo solicitan.',
  },
  reasons: {
    audience: (kind: components['schemas']['AudienciaGenerica']) =>
      `El trámite no es para estudiantes de ${kind === 'CARRERA' ? 'carrera' : 'extensión'}.`,
    programme: 'Su programa no está entre los elegidos.',
    campus: 'Su sede no está entre las elegidas.',
    cycle: 'Su ciclo no está entre los elegidos.',
  },
} as const;

export const rectificationTexts = {
  applied: 'Se rectificó la nota.',
  grade: gradeTexts.invalid,
  comment: 'El comentario debe tener entre 5 y 500 caracteres.',
  evaluation: 'La evaluación no es del estudiante ni del curso de este caso.',
  four: 'Indica cuatro usuarios distintos.',
  notSuperadmin: (username: string) => `${username} no es un superadministrador.`,
  self: 'No puedes quitarte de la lista de autorizados.',
  saved: 'Se guardaron los usuarios autorizados.',
} as const;

/** A moment as the substitute evaluation's messages say it: its Lima day and time. */
const when = (at: number) => `${dayEsPE(limaDay(at))} a las ${limaTime(at)}`;

export const substituteTexts = {
  saved: 'Se guardó la evaluación sustitutoria.',
  recorded: 'Se grabaron las notas.',
  order: 'La fecha de fin debe ser posterior a la de inicio.',
  tooLong: (days: number) => `La evaluación sustitutoria puede durar hasta ${days} días.`,
  taken: 'Este curso ya tiene una evaluación sustitutoria en el periodo.',
  notTaught: 'El curso no se dicta en el periodo actual.',
  courseFixed: 'El curso de una evaluación sustitutoria no cambia.',
  notYet: (at: number) =>
    `La evaluación sustitutoria abre el ${when(at)}. Aún no puedes registrar notas.`,
  closed: (at: number) =>
    `La evaluación sustitutoria cerró el ${when(at)}. Ya no puedes registrar notas.`,
  grade: gradeTexts.invalid,
  notRequested: 'El estudiante no solicitó esta evaluación sustitutoria.',
  nothingToReplace: 'El estudiante aún no tiene evaluaciones calificadas en el curso.',
} as const;
