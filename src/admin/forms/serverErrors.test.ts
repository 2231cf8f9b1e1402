import { describe, expect, it } from 'vitest';
import { isFieldErrors, toErrorSchema } from './serverErrors';

describe('server field errors', () => {
  it("recognises a 400's errors and nothing else", () => {
    expect(isFieldErrors({ codigo: ['Ya existe una tabla maestra con este código.'] })).toBe(true);
    expect(isFieldErrors(undefined)).toBe(false);
    expect(isFieldErrors({})).toBe(false);
    expect(isFieldErrors({ id: 3, codigo: 'X' })).toBe(false);
  });

  it('puts each message under its field for rjsf', () => {
    expect(toErrorSchema({ sedeId: ['a'], ciclo: ['b', 'c'] })).toEqual({
      sedeId: { __errors: ['a'] },
      ciclo: { __errors: ['b', 'c'] },
    });
  });
});
