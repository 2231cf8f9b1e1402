import { describe, expect, it } from 'vitest';
import { applicationTexts as texts } from './texts';

// Issue 54: the review said '1 dependientes'; each count agrees with its word.
describe("the scholarship review's counts", () => {
  it('reads one dependant, earner and room in the singular', () => {
    expect(texts.review.members(2, 1)).toBe('2 integrantes, 1 dependiente');
    expect(texts.review.income('S/ 900.00', 1)).toBe('S/ 900.00 al mes, 1 aportante');
    expect(texts.review.rooms(1)).toBe('1 habitación');
  });

  it('reads two or none in the plural', () => {
    expect(texts.review.members(4, 2)).toBe('4 integrantes, 2 dependientes');
    expect(texts.review.members(3, 0)).toBe('3 integrantes, 0 dependientes');
    expect(texts.review.income('S/ 900.00', 2)).toBe('S/ 900.00 al mes, 2 aportantes');
    expect(texts.review.rooms(2)).toBe('2 habitaciones');
  });
});
