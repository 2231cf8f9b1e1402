import { describe, expect, it } from 'vitest';
import type { TareaFlujo } from '@generated/main/model';
import { moduleOf, planFlow } from './flowRules';

const task = (modulo: string, orden: number, over: Partial<TareaFlujo> = {}): TareaFlujo => ({
  idTarea: orden,
  modulo,
  orden,
  isSubTask: false,
  onlySkippedSteps: false,
  codeConfig: null,
  url: `/${modulo}`,
  detalle: [],
  ...over,
});

const plan = (tasks: TareaFlujo[], skipInduction = false) => planFlow(tasks, { skipInduction });

describe('planFlow (spec §4 mandatory-task flow)', () => {
  it('makes the first task by orden current, whatever order they arrive in', () => {
    const { current } = plan([task('onBoarding', 3), task('cambiarClave', 1)]);
    expect(current).toMatchObject({
      kind: 'page',
      modulo: 'cambiarClave',
      href: '/actualizar-clave',
    });
  });

  it('keeps subtasks apart', () => {
    const { current } = plan([
      task('onboardingDatos', 1, { isSubTask: true }),
      task('electivos', 6),
    ]);
    expect(current).toMatchObject({ modulo: 'electivos', href: '/electivos' });
  });

  it('blocks with an alert up to orden 15 and queues it, closeable, from 16', () => {
    const fixed = plan([task('reglamentosActualizados', 15)]);
    expect(fixed.current).toMatchObject({ kind: 'alert', closeable: false });
    const closeable = plan([task('reglamentosActualizados', 16), task('electivos', 20)]);
    expect(closeable.alerts).toMatchObject([
      { modulo: 'reglamentosActualizados', closeable: true },
    ]);
    // A closeable alert waits on home: the next task is current.
    expect(closeable.current).toMatchObject({ modulo: 'electivos' });
  });

  it('sends a blocking password or phone alert to its page', () => {
    expect(plan([task('verificarCelular', 4)]).current).toMatchObject({
      kind: 'page',
      href: '/actualizar-telefono',
    });
    expect(plan([task('verificarCelular', 16)]).alerts).toMatchObject([{ kind: 'alert' }]);
  });

  it('handles an approved-didactic-unit module as an alert', () => {
    const { current } = planFlow([task('cursoAprobado', 5)], {
      skipInduction: false,
      approvedUnitModules: ['cursoAprobado'],
    });
    expect(current).toMatchObject({ kind: 'alert', modulo: 'cursoAprobado' });
  });

  it('leaves out the alerts the app has no view for', () => {
    const { current } = planFlow([task('deudas', 10), task('electivos', 11)], {
      skipInduction: false,
      shownAlerts: ['reglamentosActualizados'],
    });
    expect(current).toMatchObject({ modulo: 'electivos' });
  });

  it('starts a tour for a module with the tour prefix, and signs out for logout', () => {
    expect(plan([task('nueva_func_tour_estudiantes', 20)]).current).toMatchObject({ kind: 'tour' });
    expect(plan([task('nueva_functour', 20)]).current).toMatchObject({ kind: 'page' });
    expect(plan([task('logout', 1)]).current).toMatchObject({ kind: 'logout' });
  });

  it('renames a task with only skipped steps left, which asks nothing now', () => {
    const onboarding = task('onBoarding', 3, { onlySkippedSteps: true });
    const update = task('actualizarDatos', 4, { onlySkippedSteps: true });
    expect(moduleOf(onboarding)).toBe('OnboardingCaptacionOmitir');
    expect(moduleOf(update)).toBe('OnboardingSecuencialOmitir');
    expect(moduleOf(task('onBoarding', 3))).toBe('onBoarding');
    expect(plan([onboarding, update, task('electivos', 6)]).current).toMatchObject({
      modulo: 'electivos',
    });
  });

  it('sends a teacher to the induction from orden 1, unless skipInduction', () => {
    const induction = task('docentes_induccion', 1, { url: '/docentes/induccion' });
    expect(plan([induction]).current).toMatchObject({ href: '/docentes/induccion' });
    expect(plan([induction], true).current).toBeNull();
    expect(plan([{ ...induction, orden: 0 }]).current).toBeNull();
  });

  it('asks nothing of a user without tasks', () => {
    expect(plan([])).toEqual({ current: null, alerts: [] });
  });
});
