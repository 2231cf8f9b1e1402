/** Spanish texts of the campus assistant's panel (issue 41). */
export const texts = {
  title: 'Asistente virtual',
  intro:
    'Pregúntame por trámites, costos y plazos, reglamentos, la guía del estudiante o tus propios datos: tu horario de hoy, tus trámites en proceso o lo que debes.',
  question: 'Escribe tu pregunta',
  send: 'Enviar',
  close: 'Cerrar',
  you: 'Tú',
  assistant: 'Asistente',
  thinking: 'Buscando en la información del instituto…',
  sources: 'Fuentes',
  /** The heading of one answer of a message that asked several questions. */
  part: (question: string) => `Sobre «${question}»:`,
  conversation: 'Conversación con el asistente',
} as const;
