import { describe, expect, it } from 'vitest';
import { checkRuc } from './ruc.ts';

describe('checkRuc', () => {
  it('accepts RUCs whose check digit matches', () => {
    expect(checkRuc('20100070970')).toBe('valid');
    expect(checkRuc('20131312955')).toBe('valid');
    expect(checkRuc('10468542001')).toBe('valid');
  });

  it('refuses a wrong check digit', () => {
    expect(checkRuc('20100070971')).toBe('checkDigit');
  });

  it('needs exactly 11 digits and a SUNAT prefix', () => {
    expect(checkRuc('2010007097')).toBe('format');
    expect(checkRuc('201000709700')).toBe('format');
    expect(checkRuc('2010007097a')).toBe('format');
    expect(checkRuc('30100070970')).toBe('format');
  });
});
