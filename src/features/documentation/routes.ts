import type { PageBindings } from '@/routes';

/** The documentation routes of spec §2, bound to their pages. */
export const pages = {
  documentacion: () => import('./routes/DocumentationIndexPage'),
  documentacion_componente: () => import('./routes/DocumentationComponentPage'),
} satisfies PageBindings;
