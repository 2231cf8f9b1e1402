import { describe, expect, it } from 'vitest';
import {
  advancedRule,
  buttonRule,
  canPin,
  pinEndRule,
  ruleTexts,
  startRule,
  textRule,
  videoRule,
} from './postFormRules';
import { emptyPost } from './postFormValues';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (time: number) => new Date(time).toISOString();

describe('the post form rules', () => {
  it('text: required, 5 to 349 characters, an emoji is one', () => {
    expect(textRule('  ')).toBe('El campo es requerido.');
    expect(textRule('Hola')).toBe('El mínimo de caracteres que debes ingresar es 5');
    expect(textRule('Hola!')).toBe(true);
    expect(textRule('🎉👍🏽🇵🇪🎓📚')).toBe(true);
    expect(textRule('🎉👍🏽🇵🇪🎓')).toBe('El mínimo de caracteres que debes ingresar es 5');
    expect(textRule('a'.repeat(349))).toBe(true);
    expect(textRule('a'.repeat(350))).toBe('Has llegado al límite de caracteres.');
  });

  it('button text: 3 to 30', () => {
    expect(buttonRule('')).toBe('El campo es requerido.');
    expect(buttonRule('Ve')).toBe('El mínimo de caracteres que debes ingresar es 3');
    expect(buttonRule('Ver')).toBe(true);
    expect(buttonRule('b'.repeat(30))).toBe(true);
    expect(buttonRule('b'.repeat(31))).toBe('Has llegado al límite de caracteres.');
  });

  it('video: the three messages of spec §5', () => {
    expect(videoRule('')).toBe('El campo es requerido.');
    expect(videoRule('youtube')).toBe('No cumple con el formato de link.');
    expect(videoRule('javascript:alert(1)')).toBe('No cumple con el formato de link.');
    expect(videoRule('https://www.dailymotion.com/video/x1')).toBe(ruleTexts.videoHost);
    expect(videoRule('https://youtu.be/cAmPuS00001')).toBe(true);
    expect(videoRule('https://vimeo.com/760000001')).toBe(true);
  });

  it('start: not before now (or the earliest allowed when editing), to the minute', () => {
    const now = Date.UTC(2026, 10, 24, 15, 30, 20);
    expect(startRule(null, now)).toBe('El campo es requerido.');
    expect(startRule(iso(now - MINUTE), now)).toBe('No cumple con la fecha mínima.');
    expect(startRule(iso(now - 20_000), now)).toBe(true);
    expect(startRule(iso(now - DAY), now - DAY)).toBe(true);
  });

  it('pin end: from the start to 7 days later', () => {
    const start = iso(Date.UTC(2026, 10, 25, 14, 0));
    const at = (ms: number) => iso(Date.parse(start) + ms);
    expect(pinEndRule(null, start)).toBe('El campo es requerido.');
    expect(pinEndRule(at(-MINUTE), start)).toBe('No cumple con la fecha mínima.');
    expect(pinEndRule(at(0), start)).toBe(true);
    expect(pinEndRule(at(7 * DAY), start)).toBe(true);
    expect(pinEndRule(at(7 * DAY + MINUTE), start)).toBe(ruleTexts.pinWindow);
  });

  it('the advanced filter on needs one value', () => {
    const values = { ...emptyPost(), existeFiltroAvanzado: true };
    expect(advancedRule(values)).toBe(ruleTexts.advancedFilter);
    expect(advancedRule({ ...values, idModulos: ['CIII'] })).toBe(true);
    expect(advancedRule({ ...values, existeFiltroAvanzado: false })).toBe(true);
  });

  it('pinning is off without an audience or the right for each one chosen', () => {
    const all = { students: true, teachers: true, graduates: true };
    expect(canPin([], all)).toBe(false);
    expect(canPin(['EVAAUD002', 'EVAAUD001'], all)).toBe(true);
    expect(canPin(['EVAAUD002', 'EVAAUD001'], { ...all, teachers: false })).toBe(false);
    expect(canPin(['EVAAUD003'], { ...all, graduates: false })).toBe(false);
  });
});
