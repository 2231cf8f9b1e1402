import { describe, expect, it } from 'vitest';
import { foldText } from '../../db/foldText.ts';
import type { Doc } from './corpus.ts';
import { askedPurpose, countedNoun, statesFact, wantedFact } from './wantedFact.ts';

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

describe('countedNoun', () => {
  const counted = (question: string) => countedNoun(wanted(question));

  it('asks the source to speak of what a question counts, unless it counts time', () => {
    expect(counted('¿Cuántos alumnos jalaron estadística?')).toBe('alumnos');
    expect(counted('¿cuántas capacitaciones debo hacer al año?')).toBe('capacitaciones');
    expect(counted('¿en cuántos días publican las notas?')).toBeNull();
    expect(counted('cuantas veces a la semana reviso el correo')).toBeNull();
    expect(counted('¿cuántas horas tengo para subir la nota final?')).toBeNull();
    expect(counted('¿Cuándo es la feria?')).toBeNull();
  });
});

describe('askedPurpose', () => {
  const purpose = (question: string) => askedPurpose(foldText(question));

  it('reads the purpose a question asks a thing to serve, up to an alternative', () => {
    expect(purpose('el carné de biblioteca me sirve para tener descuento en el cine?')).toBe(
      'tener descuento en el cine',
    );
    expect(purpose('la constancia me sirve para sacar la visa o piden otra cosa?')).toBe(
      'sacar la visa',
    );
    expect(purpose('¿la constancia de estudios vale para el pasaje universitario?')).toBe(
      'el pasaje universitario',
    );
  });

  it('reads none when the question asks what a thing is for, or asks no purpose', () => {
    expect(purpose('¿para qué sirve la constancia de progreso académico?')).toBeNull();
    expect(purpose('¿la constancia sirve para qué?')).toBeNull();
    expect(purpose('¿cuánto vale la constancia de notas?')).toBeNull();
  });
});
