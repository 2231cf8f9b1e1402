import type { PageBindings } from '@/routes';

/** The study certificate of spec §2, bound to its page. */
export const pages = {
  certificado_estudios: () => import('./certificate/CertificatePage'),
} satisfies PageBindings;
