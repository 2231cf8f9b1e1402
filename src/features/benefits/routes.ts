import type { PageBindings } from '@/routes';

/** The benefits page of spec §2, bound to its page. */
export const pages = {
  beneficios: () => import('./list/BenefitsPage'),
} satisfies PageBindings;
