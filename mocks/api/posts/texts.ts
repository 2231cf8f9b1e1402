import { texts } from '../texts.ts';
import { adminTexts } from '../admin/texts.ts';

// The Spanish texts the post operations answer with: spec §5 and §8 where it has them.

export const postTexts = {
  required: texts.validation.required,
  minLength: texts.validation.minLength,
  maxLength: texts.validation.maxLength,
  link: texts.validation.url,
  videoHost: adminTexts.videoHost,
  minDate: 'No cumple con la fecha mínima.',
  // Not worded by the spec: its rules (at least one filter value; a pin of 7 days at most).
  advancedFilter: 'Elige al menos un valor del filtro avanzado.',
  pinWindow: 'La fijación puede durar hasta 7 días desde la fecha de inicio.',
  unknownChoice: texts.validation.invalidValue,
  fileNotYours: 'El archivo no existe o ya pertenece a otra publicación.',
  scheduled: 'Aún no puedes reaccionar: la publicación está programada.',
  created: 'Publicación creada satisfactoriamente',
  updated: 'Publicación actualizada satisfactoriamente',
  deleted: 'La publicación fue eliminada.',
} as const;
