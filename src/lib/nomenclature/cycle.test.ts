import { describe, expect, it } from 'vitest';
import { cycleLabel, cycleNumber } from './cycle';

describe('cycleLabel', () => {
  it.each([
    ['CI', 'I'],
    ['CIII', 'III'],
    ['CIX', 'IX'],
    ['CXII', 'XII'],
    [' CIV ', 'IV'],
  ])('%s -> %s', (code, label) => {
    expect(cycleLabel(code)).toBe(label);
  });

  it("shows '00' as 'Módulo único'", () => {
    expect(cycleLabel('00')).toBe('Módulo único');
  });

  it.each(['CXIII', 'C', 'III', 'ciii', 'CIIII', '01', '', null, undefined])(
    'rejects %s',
    (code) => {
      expect(cycleLabel(code)).toBeNull();
    },
  );
});

describe('cycleNumber', () => {
  it('gives the position of a Roman cycle', () => {
    expect(cycleNumber('CI')).toBe(1);
    expect(cycleNumber('CXII')).toBe(12);
    expect(cycleNumber('00')).toBeNull();
    expect(cycleNumber('X')).toBeNull();
  });
});
