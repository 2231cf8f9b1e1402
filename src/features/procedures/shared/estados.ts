import type { EstadoSolicitud } from '@generated/main/model';
import type { TagColor } from '@/ui/Tag';

/** How each request state reads and looks (the contract documents the state machine). */
export const ESTADOS: Record<EstadoSolicitud, { label: string; color: TagColor }> = {
  REGISTRADO: { label: 'Registrado', color: 'info' },
  EN_REVISION: { label: 'En revisión', color: 'primary' },
  OBSERVADO: { label: 'Observado', color: 'warning' },
  APROBADO: { label: 'Aprobado', color: 'success' },
  RECHAZADO: { label: 'Rechazado', color: 'error' },
};

const FINAL: readonly EstadoSolicitud[] = ['APROBADO', 'RECHAZADO'];

/** Approved and rejected requests are finished; the others are in process. */
export const isFinal = (estado: EstadoSolicitud) => FINAL.includes(estado);
