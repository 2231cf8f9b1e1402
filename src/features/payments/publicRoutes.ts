import type { PageBindings } from '@/routes';

// One small module that loads the page for both routes (see DebtLookupRoute): the sign-in entry
// holds these bindings, and its budget has no room for more.
const page = () => import('./lookup/DebtLookupRoute');

/** The public debt lookup of spec §2 (debt_payment, debt_pending), without a session. */
export const pages = { debt_payment: page, debt_pending: page } satisfies PageBindings;
