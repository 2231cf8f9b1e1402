import { describe, expect, it } from 'vitest';
import { isGrade } from './grades';

describe('isGrade', () => {
  it.each(['0', '10', '19.99', '20', '20.0', '20.00', '0.5', ' 14 '])('takes %s', (grade) => {
    expect(isGrade(grade)).toBe(true);
  });
  it.each(['', '-1', '20.01', '21', '100', '14.555', '14,5', 'NSP', '.5', '014'])(
    'refuses %s',
    (grade) => {
      expect(isGrade(grade)).toBe(false);
    },
  );
});
