import { describe, expect, it } from 'vitest';
import type { TareaFlujo } from '@generated/main/model';
import { planFlow } from './flowRules';
import { arrangeHomeAlerts } from './homeAlertQueue';

const task = (modulo: string, orden: number): TareaFlujo => ({
  idTarea: orden,
  modulo,
  orden,
  isSubTask: false,
  onlySkippedSteps: false,
  codeConfig: null,
  url: '/',
  detalle: [],
});

const plan = (...tasks: TareaFlujo[]) => planFlow(tasks, { skipInduction: false });
const modules = (steps: { modulo: string }[]) => steps.map((step) => step.modulo);

// alumno's five closeable alerts, given out of spec §4's order.
const alumno = plan(
  task('inasistenciaAlerta', 45),
  task('deudas', 38),
  task('preRegistration', 31),
  task('encuestaExterna', 41),
  task('AlertaCesVigenteSec', 33),
);

describe('arrangeHomeAlerts (issue 54)', () => {
  it('opens the first alert of the queue as the one dialog and stacks the others in order', () => {
    const home = arrangeHomeAlerts(alumno, [], null);
    expect(home.dialog?.modulo).toBe('preRegistration');
    expect(modules(home.stack)).toEqual([
      'AlertaCesVigenteSec',
      'deudas',
      'encuestaExterna',
      'inasistenciaAlerta',
    ]);
  });

  it('opens no second dialog once the sign-in’s one was closed', () => {
    const home = arrangeHomeAlerts(alumno, ['preRegistration'], 'preRegistration');
    expect(home.dialog).toBeNull();
    expect(modules(home.stack)).toEqual([
      'AlertaCesVigenteSec',
      'deudas',
      'encuestaExterna',
      'inasistenciaAlerta',
    ]);
  });

  it('keeps the chosen dialog while it is open, even when an earlier alert appears', () => {
    const later = plan(task('cambiarClave', 20), task('deudas', 38), task('preRegistration', 31));
    const home = arrangeHomeAlerts(later, [], 'preRegistration');
    expect(home.dialog?.modulo).toBe('preRegistration');
    expect(modules(home.stack)).toEqual(['cambiarClave', 'deudas']);
  });

  it('after a tour (the sign-in’s dialog) stacks every alert', () => {
    const home = arrangeHomeAlerts(alumno, [], 'nueva_func_tour_estudiantes');
    expect(home.dialog).toBeNull();
    expect(home.stack).toHaveLength(5);
  });

  it('shows a blocking alert alone, and nothing while a page task or a tour is current', () => {
    const blocking = arrangeHomeAlerts(
      plan(task('reglamentosActualizados', 2), task('deudas', 38)),
      [],
      'deudas',
    );
    expect(blocking.dialog?.modulo).toBe('reglamentosActualizados');
    expect(blocking.stack).toEqual([]);
    const touring = arrangeHomeAlerts(
      plan(task('nueva_func_tour_estudiantes', 4), task('deudas', 38)),
      [],
      null,
    );
    expect(touring).toEqual({ dialog: null, stack: [] });
  });
});
