import type { DocumentoMatriculaAlumno } from '@generated/main/model';
import type { TagColor } from '@/ui/Tag';
import { texts } from '../texts';

/** A document's state as the page shows it: the server's, or FALTA while nothing was uploaded. */
export type DocumentState = NonNullable<DocumentoMatriculaAlumno['estado']> | 'FALTA';

export const stateOf = (document: DocumentoMatriculaAlumno): DocumentState =>
  document.estado ?? 'FALTA';

const COLORS: Record<DocumentState, TagColor> = {
  FALTA: 'neutral',
  PENDIENTE: 'info',
  OBSERVADO: 'error',
  APROBADO: 'success',
};

export const stateColor = (state: DocumentState): TagColor => COLORS[state];

/** An approved document is final; any other takes a (new) file. */
export const acceptsUpload = (document: DocumentoMatriculaAlumno): boolean =>
  document.estado !== 'APROBADO';

/** What the page says on top: what is left to do, observed documents first. */
export function summaryText(result: { faltantes: number; observados: number }): string {
  if (result.observados > 0) return texts.summary.observed(result.observados);
  if (result.faltantes > 0) return texts.summary.missing(result.faltantes);
  return texts.summary.complete;
}
