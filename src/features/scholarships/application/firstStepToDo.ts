import type { FichaBecaSocioeconomica } from '@generated/main/model';

/** Where a student coming back resumes: the first step not saved yet, else the review. */
export function firstStepToDo(ficha: FichaBecaSocioeconomica): number {
  if (!ficha.hogar) return 0;
  if (!ficha.ingresos) return 1;
  if (!ficha.vivienda) return 2;
  if (ficha.documentos.some((document) => !document.archivo)) return 3;
  return 4;
}
