import { describe, expect, it } from 'vitest';
import type { OnboardingBase, OnboardingPaso } from '@generated/main/model';
import { skippableNow } from './skippableNow';

const step = (modulo: string, omitible: boolean, estado: OnboardingPaso['estado'] = 'PENDIENTE') =>
  ({ modulo, omitible, estado }) as OnboardingPaso;

const baseOf = (pasoActual: string | null, pasos: OnboardingPaso[]) =>
  ({ pasoActual, pasos }) as OnboardingBase;

describe('skippableNow', () => {
  const pasos = [
    step('onboardingEstudios', false, 'COMPLETADO'),
    step('onboardingSalud', true),
    step('onboardingSocioeconomico', true),
    step('onboardingDirectivas', false),
    step('onboardingFoto', true),
  ];

  it('takes the optional steps that follow one another from the current one', () => {
    expect(skippableNow(baseOf('onboardingSalud', pasos)).map((p) => p.modulo)).toEqual([
      'onboardingSalud',
      'onboardingSocioeconomico',
    ]);
  });

  it('passes over steps skipped already and stops at the first required one', () => {
    const skipped = [pasos[0]!, step('onboardingSalud', true, 'OMITIDO'), ...pasos.slice(2)];
    expect(skippableNow(baseOf('onboardingSocioeconomico', skipped)).map((p) => p.modulo)).toEqual([
      'onboardingSocioeconomico',
    ]);
  });

  it('offers nothing when the current step is required, or when none is pending', () => {
    expect(skippableNow(baseOf('onboardingDirectivas', pasos))).toEqual([]);
    expect(skippableNow(baseOf(null, pasos))).toEqual([]);
  });
});
