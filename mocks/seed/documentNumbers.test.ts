import { describe, expect, it } from 'vitest';
import { documentNumberOf } from './documentNumbers.ts';

const free = () => false;

describe('documentNumberOf', () => {
  it('gives a DNI 8 digits and a carné 9, the same on every seed', () => {
    expect(documentNumberOf(1001, 'DNI', free)).toMatch(/^\d{8}$/);
    expect(documentNumberOf(1003, 'CE', free)).toMatch(/^\d{9}$/);
    expect(documentNumberOf(1001, 'DNI', free)).toBe(documentNumberOf(1001, 'DNI', free));
  });

  it('does not step by a constant between neighbouring users', () => {
    const numbers = [1001, 1002, 1003, 1004].map((id) => Number(documentNumberOf(id, 'DNI', free)));
    const steps = new Set(numbers.slice(1).map((number, index) => number - numbers[index]!));
    expect(steps.size).toBe(3);
  });

  it('draws again while the number is taken', () => {
    const first = documentNumberOf(1001, 'DNI', free);
    const second = documentNumberOf(1001, 'DNI', (number) => number === first);
    expect(second).not.toBe(first);
    expect(second).toMatch(/^\d{8}$/);
  });
});
