import type { OnboardingBase } from '@generated/main/model';
import { paths } from '@/routes';

/** Where each variant's steps are walked. */
export const wizardHref = (variante: OnboardingBase['variante']): string =>
  variante === 'ACTUALIZACION'
    ? paths.actualizar_datos.getHref()
    : variante === 'EXTENSION'
      ? paths.onboarding_extension.getHref()
      : paths.onboarding.getHref();

/** Where a process' skipped steps are listed. */
export const skippedHref = (proceso: OnboardingBase['proceso']): string =>
  proceso === 'ACTUALIZACION'
    ? paths.actualizar_datos_omitidos.getHref()
    : paths.onboarding_pasos_omitidos.getHref();
