// The Spanish texts of the survey operations (ours: the spec names none).

export const surveyTexts = {
  thanks: '¡Gracias por responder la encuesta!',
  answered: 'Ya respondiste esta encuesta.',
  skipped: 'Omitiste esta encuesta.',
  closed: 'Esta encuesta ya cerró.',
  notSkippable: 'Esta encuesta no se puede omitir.',
  required: 'Responde todas las preguntas obligatorias.',
  foreign: 'Una de las respuestas no corresponde a esta encuesta.',
  invalid: 'Una de las respuestas no es válida para su pregunta.',
} as const;
