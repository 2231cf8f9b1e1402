import type { PageBindings } from '@/routes';

/** The documents routes of spec §2, bound to their pages. */
export const pages = {
  documentos_origen: () => import('./origins/OriginsPage'),
  documentos_origen_detalle: () => import('./originDocuments/OriginDocumentsPage'),
} satisfies PageBindings;
