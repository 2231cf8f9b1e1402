import { paths } from '@/routes';
import type { FlowStep } from './flowRules';

// Where a user kept on a task may still go: the task's own pages and the ones it sends them to
// (the onboarding's directives and phone check, the password's recovery). Anything else they type
// brings them back to the task (spec §4, issue 35).
const PAGES_OF: Readonly<Record<string, readonly string[]>> = {
  onBoarding: [
    paths.onboarding.getHref(),
    paths.onboarding_extension.getHref(),
    paths.onboarding_pasos_omitidos.getHref(),
    paths.onboarding_omitir.getHref(),
    paths.estudiantes_directivas.getHref(),
    paths.actualizar_telefono.getHref(),
    paths.confirmar_telefono.getHref(),
  ],
  actualizarDatos: [
    paths.actualizar_datos.getHref(),
    paths.actualizar_datos_omitidos.getHref(),
    paths.actualizar_telefono.getHref(),
    paths.confirmar_telefono.getHref(),
  ],
  cambiarClave: [paths.actualizar_clave.getHref(), paths.recuperar_clave.getHref()],
  verificarCelular: [paths.actualizar_telefono.getHref(), paths.confirmar_telefono.getHref()],
};

/**
 * Whether `pathname` is one of the pages the current task lets the user be on: a page task's own,
 * or the page a blocking alert leads to (its url; home holds the alert itself).
 */
export function isPartOfTask(
  step: FlowStep & { kind: 'page' | 'alert' },
  pathname: string,
): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const href = step.kind === 'page' ? step.href : step.task.url;
  return path === href || (PAGES_OF[step.modulo]?.includes(path) ?? false);
}
