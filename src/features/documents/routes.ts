import type { PageBindings } from '@/routes';

/** The documents routes of spec §2, bound to their pages. */
export const pages = {
  documentos_origen: () => import('./OriginsPage'),
  documentos_origen_detalle: () => import('./OriginDocumentsPage'),
} satisfies PageBindings;
