import type { CasoSaeEstado } from '@generated/main/model';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from '../texts';

const COLORS: Record<CasoSaeEstado, TagColor> = {
  ABIERTO: 'warning',
  EN_ATENCION: 'info',
  CERRADO: 'neutral',
};

/** A case's state as a coloured tag. */
export default function CaseStateTag({ estado }: { estado: CasoSaeEstado }) {
  return <Tag label={texts.caseStates[estado]} color={COLORS[estado]} size="small" />;
}
