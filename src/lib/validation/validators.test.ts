import { describe, expect, it } from 'vitest';
import {
  allowedDomains,
  differentTo,
  disallowedValues,
  email,
  equalTo,
  firstError,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  number,
  pattern,
  phone,
  required,
  url,
} from '.';

describe('validators (spec §5 messages)', () => {
  it('required', () => {
    expect(required()('')).toBe('El campo es requerido.');
    expect(required()('   ')).toBe('El campo es requerido.');
    expect(required()('a')).toBeNull();
    expect(required('Elige el curso.')(' ')).toBe('Elige el curso.');
  });

  it('email', () => {
    expect(email()('lucia@correo')).toBe('No es un correo válido.');
    expect(email()('lucia.quispe@correo.pe')).toBeNull();
  });

  it('minLength appends the number', () => {
    expect(minLength(8)('corta')).toBe('El mínimo de caracteres que debes ingresar es 8');
    expect(minLength(8)('suficiente')).toBeNull();
  });

  it('maxLength', () => {
    expect(maxLength(3)('abcd')).toBe('Has llegado al límite de caracteres.');
    expect(maxLength(3)('abc')).toBeNull();
  });

  it('number', () => {
    expect(number()('12a')).toBe('Este campo solo recibe números.');
    expect(number()('12')).toBeNull();
    expect(number()('12.5')).toBeNull();
  });

  it('minValue and maxValue', () => {
    expect(minValue(5)('4')).toBe('El valor mínimo que debes ingresar es 5');
    expect(minValue(5)('5')).toBeNull();
    expect(maxValue(10)('11')).toBe('Has llegado al valor límite');
    expect(maxValue(10)('10')).toBeNull();
  });

  it('phone: 9 followed by 8 digits, empty allowed', () => {
    expect(phone()('987654321')).toBeNull();
    expect(phone()('')).toBeNull();
    expect(phone()('887654321')).toBe('No es un número válido.');
    expect(phone()('98765432')).toBe('No es un número válido.');
    expect(phone()('9876543210')).toBe('No es un número válido.');
  });

  it('equalTo and differentTo', () => {
    expect(equalTo('Campus2026')('Campus2025')).toBe('No coincide con el campo.');
    expect(equalTo('Campus2026')('Campus2026')).toBeNull();
    expect(differentTo('Campus2026')('Campus2026')).toBe('Haz un ingresado un valor similar');
    expect(differentTo('Campus2026')('Otra2026')).toBeNull();
  });

  it('pattern', () => {
    expect(pattern(/^\d{6}$/)('12345')).toBe('No cumple con el formato.');
    expect(pattern(/^\d{6}$/)('123456')).toBeNull();
  });

  it('url', () => {
    expect(url()('youtube')).toBe('No cumple con el formato de link.');
    expect(url()('ftp://archivos.pe')).toBe('No cumple con el formato de link.');
    expect(url()('https://www.youtube.com/watch?v=1')).toBeNull();
  });

  it('allowedDomains for e-mails and links', () => {
    const institutional = allowedDomains(['horizonte.edu.pe']);
    expect(institutional('lucia@gmail.com')).toBe('No es un dominio válido.');
    expect(institutional('lquispe@horizonte.edu.pe')).toBeNull();
    expect(institutional('https://campus.horizonte.edu.pe/x')).toBeNull();
    expect(institutional('https://horizonte.edu.pe.evil.com')).toBe('No es un dominio válido.');
  });

  it('disallowedValues ignores case', () => {
    expect(disallowedValues(['admin'])('ADMIN')).toBe('No es un valor válido.');
    expect(disallowedValues(['admin'])('alumno')).toBeNull();
  });

  it('minDate', () => {
    const min = new Date('2026-03-02T00:00:00Z');
    expect(minDate(min)('2026-03-01T23:59:00Z')).toBe('No cumple con la fecha mínima.');
    expect(minDate(min)('2026-03-02T10:00:00Z')).toBeNull();
  });

  it('leaves empty values to required', () => {
    for (const validate of [email(), minLength(3), number(), url(), pattern(/x/), equalTo('a')]) {
      expect(validate('')).toBeNull();
    }
  });

  it('firstError shows only the first failing rule', () => {
    expect(firstError('', [required(), minLength(8)])).toBe('El campo es requerido.');
    expect(firstError('abc', [required(), minLength(8), equalTo('x')])).toBe(
      'El mínimo de caracteres que debes ingresar es 8',
    );
    expect(firstError('abcdefgh', [required(), minLength(8)])).toBeNull();
  });
});
