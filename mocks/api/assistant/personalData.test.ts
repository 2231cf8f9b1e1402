import { describe, expect, it } from 'vitest';
import { stripPersonalData } from './personalData.ts';

describe('stripPersonalData', () => {
  it('replaces emails, phone numbers, DNI and codes', () => {
    expect(
      stripPersonalData('mi dni es 71234567 y mi correo ana.quispe@gmail.com, cel 987 654 321'),
    ).toBe('mi dni es [número] y mi correo [correo], cel [teléfono]');
    expect(stripPersonalData('llamar al (01) 425-1234 o al +51 987654321')).toBe(
      'llamar al [teléfono] o al [teléfono]',
    );
    expect(stripPersonalData('mi código es A2026-00001 y el voucher OP-778812')).toBe(
      'mi código es [código] y el voucher [código]',
    );
    expect(stripPersonalData('carné de extranjería 123456789')).toBe(
      'carné de extranjería [número]',
    );
  });

  it('keeps the short numbers a question is about', () => {
    expect(stripPersonalData('¿pagué S/ 120 el 15 de marzo del 2026 en el 3er ciclo?')).toBe(
      '¿pagué S/ 120 el 15 de marzo del 2026 en el 3er ciclo?',
    );
  });

  it("replaces the asker's names, accents and case aside, and a name given in the message", () => {
    expect(
      stripPersonalData('hola, ANGELA pérez acá, cuánto cuesta el carné', [
        'Ángela',
        'Pérez',
        'Huamán',
        'aperez',
      ]),
    ).toBe('hola, [nombre] [nombre] acá, cuánto cuesta el carné');
    expect(stripPersonalData('Buenas, me llamo Luis Alberto Quispe y quiero congelar')).toBe(
      'Buenas, me llamo [nombre] y quiero congelar',
    );
    expect(stripPersonalData('hola soy Rosa, tengo una duda')).toBe(
      'hola soy [nombre], tengo una duda',
    );
  });
});
