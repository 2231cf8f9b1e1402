import type { TareaFlujo } from '@generated/main/model';
import { LAST_FIXED_ORDEN } from '@/lib/flow/alertOrden';
import { INDUCTION_MODULE } from '@/lib/flow/modules';

// spec §4 "Mandatory-task flow", as rules on the tasks `usuario/flujo` answers. Pure: the
// FlowGuard applies the plan they make.

/** Tasks whose module begins with this start a guided tour (spec §3 Tour configs). */
export const TOUR_PREFIX = 'nueva_func_tour';
export const LOGOUT_MODULE = 'logout';

/** spec §4: when only skipped steps remain, the onboarding and the others take these names. */
export const ONLY_SKIPPED_MODULES = {
  onBoarding: 'OnboardingCaptacionOmitir',
  other: 'OnboardingSecuencialOmitir',
} as const;

/** spec §4's home alert queue, in its order, and the teacher's attendance alert. */
export const ALERT_MODULES: readonly string[] = [
  'cambiarClave',
  'reglamentosActualizados',
  'preRegistration',
  'reminderPreRegistration',
  'AlertaCesVigenteSec',
  'AlertaCesUltimoCiclo',
  'AlertaCesVencidoSec',
  'AlertaCesEgresado',
  'AlertaElectivos',
  'deudas',
  'verificarCelular',
  'encuestaExterna',
  'inasistenciaAlerta',
  'certificadoEstudios',
  'marcacionDocAlerta',
];

/**
 * spec §4's approved-didactic-unit list: the academic office's congratulations on the units a
 * student passed, handled as alerts.
 */
export const APPROVED_UNIT_MODULES: readonly string[] = ['cursoAprobado'];

/**
 * Alerts whose own page is where they are resolved: while mandatory they send the user there, as
 * a route task would, instead of a modal on home that only links to it.
 */
const RESOLVED_ON_A_PAGE: Readonly<Record<string, string>> = {
  cambiarClave: '/actualizar-clave',
  verificarCelular: '/actualizar-telefono',
};

export type FlowStep =
  | { kind: 'page'; task: TareaFlujo; modulo: string; href: string }
  | { kind: 'alert'; task: TareaFlujo; modulo: string; closeable: boolean }
  | { kind: 'tour'; task: TareaFlujo; modulo: string }
  | { kind: 'logout'; task: TareaFlujo; modulo: string };

export interface FlowPlan {
  /** The task the user is kept on until it is done (spec §4: the first by orden). */
  current: FlowStep | null;
  /** The alerts that may be closed, for the home's queue, in order. */
  alerts: FlowStep[];
}

export interface FlowOptions {
  /** spec §4: a teacher may be let past the induction. */
  skipInduction: boolean;
  /** The approved-didactic-unit modules (spec §4): handled as alerts. */
  approvedUnitModules?: readonly string[];
  /**
   * The alert modules the app has a view for; an alert it cannot show asks nothing of the user
   * (it neither blocks nor waits in the queue). @default every alert module
   */
  shownAlerts?: readonly string[];
}

/** The module a task is handled as: its skipped-steps variant when only skipped steps remain. */
export function moduleOf(task: TareaFlujo): string {
  if (!task.onlySkippedSteps) return task.modulo;
  return task.modulo === 'onBoarding'
    ? ONLY_SKIPPED_MODULES.onBoarding
    : ONLY_SKIPPED_MODULES.other;
}

function stepOf(task: TareaFlujo, options: FlowOptions): FlowStep | null {
  const modulo = moduleOf(task);
  if (modulo === LOGOUT_MODULE) return { kind: 'logout', task, modulo };
  if (modulo.startsWith(TOUR_PREFIX)) return { kind: 'tour', task, modulo };
  // Skipped for later: the student finishes them from the skipped lists when they choose.
  if (task.onlySkippedSteps) return null;
  if (modulo === INDUCTION_MODULE && (task.orden <= 0 || options.skipInduction)) return null;
  const alert = ALERT_MODULES.includes(modulo) || options.approvedUnitModules?.includes(modulo);
  if (alert) {
    const closeable = task.orden > LAST_FIXED_ORDEN;
    const page = RESOLVED_ON_A_PAGE[modulo];
    if (!closeable && page) return { kind: 'page', task, modulo, href: page };
    if (options.shownAlerts && !options.shownAlerts.includes(modulo)) return null;
    return { kind: 'alert', task, modulo, closeable };
  }
  if (!task.url) return null;
  return { kind: 'page', task, modulo, href: task.url };
}

/**
 * spec §4: the tasks sorted by orden (subtasks kept apart); the first that asks something of the
 * user is current, unless it is an alert that may be closed: those wait in the home's queue and
 * the next task is looked at. A tour is current only when nothing before it is.
 */
export function planFlow(tasks: readonly TareaFlujo[], options: FlowOptions): FlowPlan {
  const steps = tasks
    .filter((task) => !task.isSubTask)
    .slice()
    .sort((a, b) => a.orden - b.orden)
    .map((task) => stepOf(task, options))
    .filter((step): step is FlowStep => step !== null);
  const alerts = steps.filter((step) => step.kind === 'alert' && step.closeable);
  const current = steps.find((step) => !(step.kind === 'alert' && step.closeable)) ?? null;
  return { current, alerts };
}
