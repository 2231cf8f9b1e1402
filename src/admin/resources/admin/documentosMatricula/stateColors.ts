import type { DocumentoMatricula } from '@generated/main/model';
import type { TagColor } from '@/ui/Tag';

/** A document's state as a colour. */
export const stateColors: Record<DocumentoMatricula['estado'], TagColor> = {
  PENDIENTE: 'info',
  OBSERVADO: 'error',
  APROBADO: 'success',
};
