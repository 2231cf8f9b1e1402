import type { PageBinding, PageBindings } from '@/routes';

// The schedule starts loading while a page's code downloads; a failure shows in the page.
const schedule = {
  loader: ({ queryClient }) =>
    import('./schedule/paymentsQuery').then(({ paymentsQuery }) =>
      queryClient.prefetchQuery(paymentsQuery()),
    ),
} satisfies Pick<PageBinding, 'loader'>;

/** The payment routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_pagos: { page: () => import('./schedule/PaymentsPage'), ...schedule },
  estudiantes_pagos_comprobante: () => import('./receipt/ReceiptPage'),
  estudiantes_pago_tarde: { page: () => import('./late/LatePaymentPage'), ...schedule },
  estudiantes_pago_tarde_olvido: { page: () => import('./late/ForgotPaymentPage'), ...schedule },
  estudiantes_pago_tarde_reagendar: { page: () => import('./late/ReschedulePage'), ...schedule },
  estudiantes_pago_tarde_problema: { page: () => import('./late/ProblemPage'), ...schedule },
  estudiantes_pago_tarde_finaliza: () => import('./late/FinishPage'),
} satisfies PageBindings;
