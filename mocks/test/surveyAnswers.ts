/** What a test needs of a survey question to answer it (spec §3 survey, encuesta.yaml). */
export interface SurveyQuestion {
  idPregunta: number;
  tipo: string;
  opciones: { id: number }[];
}

/** A valid answer to every question: the middle of each scale, the first option, a short text. */
export const validAnswers = (questions: readonly SurveyQuestion[]) =>
  questions.map((question) => ({
    idPregunta: question.idPregunta,
    valor:
      question.tipo === 'OPCION'
        ? String(question.opciones[0]!.id)
        : question.tipo === 'TEXTO'
          ? 'Muy bien.'
          : '3',
  }));
