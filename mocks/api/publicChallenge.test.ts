// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initials } from './publicChallenge.ts';

describe('initials', () => {
  it('keeps each word’s initial and a dot, and never how long the word was (issue 55)', () => {
    expect(initials('Lucía Quispe Huamán')).toBe('L. Q. H.');
    expect(initials('Jo Pérez Rodríguez')).toBe(initials('Jonathan Pérez Ruiz'));
    expect(initials('  ángel   de la  Cruz ')).toBe('Á. D. L. C.');
    expect(initials('Rosa Mamani Quispe')).not.toMatch(/\*/);
  });
});
