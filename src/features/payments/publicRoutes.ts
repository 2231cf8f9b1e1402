import { pageWith, type PageBindings } from '@/routes';

// Both routes share one small module that loads the page (see DebtLookupRoute).
const page = () => import('./lookup/DebtLookupRoute');

/** The public debt lookup of spec §2 (debt_payment, debt_pending), without a session. */
export const pages = {
  debt_payment: pageWith(page, { view: 'form' }),
  debt_pending: pageWith(page, { view: 'pending' }),
} satisfies PageBindings;
