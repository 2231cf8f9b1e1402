import { dayEsPE } from '../limaDay.ts';

// The Spanish texts the course operations answer with. The spec words none of these refusals;
// they say what rule was met and what the student can do.

export const courseTexts = {
  reviewRequested: 'Solicitaste la revisión de tu nota.',
  reviewNotAvailable:
    'Solo puedes solicitar la revisión de una nota publicada que aún no fue revisada.',
  reviewAutonomous: 'Los cursos de aprendizaje autónomo no tienen revisión de notas.',
  notAUnit: 'Este curso no tiene opciones para elegir.',
  unknownOption: 'Esta opción no pertenece a tu curso.',
  alreadyChosen: 'Ya elegiste una opción para este curso.',
  deadlinePassed: (day: string) => `El plazo para elegir venció el ${dayEsPE(day)}.`,
  chose: (name: string) => `Elegiste ${name}.`,
  surveyOnlyAutonomous: 'Esta encuesta es solo para la unidad de aprendizaje autónomo.',
  surveyBeforeChoice: 'Primero elige una opción de tu unidad autónoma.',
  surveyAnswered: 'Ya respondiste esta encuesta.',
  surveyThanks: '¡Gracias por responder!',
} as const;
