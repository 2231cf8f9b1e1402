import type { OnboardingProceso } from '@generated/main/model';
import type { PageBindings, RouteLoader } from '@/routes';

// The process' steps start loading while the page's code downloads.
const loadProcess =
  (proceso: OnboardingProceso): RouteLoader =>
  ({ queryClient }) =>
    import('./shared/processQuery').then(({ processQuery }) =>
      queryClient.prefetchQuery(processQuery(proceso)),
    );

const wizard = () => import('./wizard/ProcessWizard');
const skipped = () => import('./skipped/SkippedStepsPage');

/** The onboarding and data-update routes of spec §2, bound to their pages. */
export const pages = {
  onboarding: {
    page: wizard,
    props: { proceso: 'ONBOARDING', variante: 'SECUENCIAL' },
    loader: loadProcess('ONBOARDING'),
  },
  onboarding_extension: {
    page: wizard,
    props: { proceso: 'ONBOARDING', variante: 'EXTENSION' },
    loader: loadProcess('ONBOARDING'),
  },
  actualizar_datos: {
    page: wizard,
    props: { proceso: 'ACTUALIZACION', variante: 'ACTUALIZACION' },
    loader: loadProcess('ACTUALIZACION'),
  },
  onboarding_pasos_omitidos: {
    page: skipped,
    props: { proceso: 'ONBOARDING' },
    loader: loadProcess('ONBOARDING'),
  },
  actualizar_datos_omitidos: {
    page: skipped,
    props: { proceso: 'ACTUALIZACION' },
    loader: loadProcess('ACTUALIZACION'),
  },
  onboarding_omitir: {
    page: () => import('./skipNow/SkipNowPage'),
    loader: loadProcess('ONBOARDING'),
  },
} satisfies PageBindings;
