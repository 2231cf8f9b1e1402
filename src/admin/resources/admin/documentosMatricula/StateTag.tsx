import type { DocumentoMatricula } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

const COLORS: Record<DocumentoMatricula['estado'], TagColor> = {
  PENDIENTE: 'info',
  OBSERVADO: 'error',
  APROBADO: 'success',
};

/** A document's state as a coloured tag. */
export default function StateTag({ estado }: { estado: DocumentoMatricula['estado'] }) {
  return <Tag label={texts.states[estado]} color={COLORS[estado]} />;
}
