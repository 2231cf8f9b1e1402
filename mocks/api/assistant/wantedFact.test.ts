import { describe, expect, it } from 'vitest';
import { foldText } from '../../db/foldText.ts';
import type { Doc } from './corpus.ts';
import { statesFact, wantedFact } from './wantedFact.ts';

const wanted = (question: string) => wantedFact(foldText(question));
const doc = (kind: Doc['kind'], body: string): Doc => ({
  id: `${kind}:1`,
  kind,
  ref: 1,
  article: null,
  title: 'x',
  body,
  keywords: '',
  audiences: ['CARRERA'],
  extra: null,
});
const states = (question: string, kind: Doc['kind'], body: string) =>
  statesFact(wanted(question)!, doc(kind, body), foldText(body));

describe('wantedFact', () => {
  it('reads the kind of fact a question asks for', () => {
    expect(wanted('¿Cuántos libros puedo llevar?')).toEqual({ kind: 'QUANTITY', noun: 'libros' });
    expect(wanted('¿Cuándo es la feria tecnológica?')).toEqual({ kind: 'WHEN' });
    expect(wanted('¿A qué hora abre la biblioteca?')).toEqual({ kind: 'WHEN' });
    expect(wanted('¿Cuál es el correo de bienestar?')).toEqual({ kind: 'CONTACT' });
    expect(wanted('¿Quién es mi tutor de ciclo?')).toEqual({ kind: 'PERSON' });
  });

  it('reads none in a question that asks how, where or a price', () => {
    for (const question of [
      '¿Cómo saco mi carné?',
      '¿Cuánto cuesta el certificado?',
      '¿Cada cuánto reviso el correo institucional?',
      'me molestan en el grupo de whatsapp del salón',
      '¿A quién reporto un caso de hostigamiento?',
    ])
      expect(wanted(question), question).toBeNull();
  });
});

describe('statesFact', () => {
  it('wants a number in an article, and of a procedure only its days', () => {
    expect(
      states(
        '¿Con cuántas inasistencias quedo inhabilitado?',
        'REGLAMENTO',
        'más del treinta por ciento',
      ),
    ).toBe(true);
    expect(
      states('¿Cuántos libros puedo llevar?', 'TRAMITE', 'Credencial para llevar libros a casa.'),
    ).toBe(false);
    expect(states('¿Cuántos días demora la constancia?', 'TRAMITE', 'Tus notas del periodo.')).toBe(
      true,
    );
  });

  it('wants a date or an hour for when, never a procedure', () => {
    expect(states('¿Cuándo es la feria?', 'TRAMITE', 'Constancia por exponer en la feria.')).toBe(
      false,
    );
    expect(states('¿Cuándo es el examen?', 'DIRECTIVA', 'El sílabo indica sus fechas.')).toBe(
      false,
    );
    expect(
      states('¿Cuándo es la matrícula?', 'REGLAMENTO', 'Se matricula desde el 3 de marzo.'),
    ).toBe(true);
  });

  it('wants an address or a number for a contact, and a named person for who', () => {
    expect(states('¿Cuál es el correo de bienestar?', 'DIRECTIVA', 'Repórtala a bienestar.')).toBe(
      false,
    );
    expect(
      states('¿Cuál es el correo de bienestar?', 'DIRECTIVA', 'Escribe a bienestar@campus.pe.'),
    ).toBe(true);
    expect(states('¿Quién es el director?', 'REGLAMENTO', 'La dirige la Dra. Rosa Quispe.')).toBe(
      true,
    );
    expect(states('¿Quién es mi tutor?', 'GUIA', 'Tu tutor de ciclo te acompaña.')).toBe(false);
  });
});
