import { describe, expect, it } from 'vitest';
import { email, equalTo, maxLength, minLength, phone } from '@/lib/validation';
import { validateWith } from './validateWith';

const values = {};

describe('validateWith', () => {
  it('answers true or the first failing rule, at both sides of each limit', () => {
    const validate = validateWith([minLength(8), maxLength(10)], true);
    expect(validate('', values)).toBe('El campo es requerido.');
    expect(validate('1234567', values)).toBe('El mínimo de caracteres que debes ingresar es 8');
    expect(validate('12345678', values)).toBe(true);
    expect(validate('1234567890', values)).toBe(true);
    expect(validate('12345678901', values)).toBe('Has llegado al límite de caracteres.');
  });

  it("asks for a value in a screen's own words, and reads an empty choice as empty", () => {
    const validate = validateWith([], 'Elige el curso.');
    expect(validate(null, values)).toBe('Elige el curso.');
    expect(validate(31, values)).toBe(true);
  });

  it('lets an optional empty field pass every other rule', () => {
    expect(validateWith([email(), phone()])('', values)).toBe(true);
    expect(validateWith([email()])('a@b', values)).toBe('No es un correo válido.');
    expect(validateWith([phone()])('912345678', values)).toBe(true);
    expect(validateWith([phone()])('812345678', values)).toBe('No es un número válido.');
  });

  it("builds rules from the form's values (a confirmation)", () => {
    const validate = validateWith<{ clave: string }>((form) => [equalTo(form.clave)]);
    expect(validate('Campus2026', { clave: 'Campus2026' })).toBe(true);
    expect(validate('Campus2027', { clave: 'Campus2026' })).toBe('No coincide con el campo.');
  });
});
