import type { PageBindings } from '@/routes';

/** The documentation routes of spec §2, bound to their pages. */
export const pages = {
  documentacion: () => import('./index/DocumentationIndexPage'),
  documentacion_componente: () => import('./component/DocumentationComponentPage'),
} satisfies PageBindings;
