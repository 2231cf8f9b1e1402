import { describe, expect, it } from 'vitest';
import { typoDistance } from './searchIndex.ts';
import {
  asksDeadline,
  asksFrequency,
  asksPrice,
  foldText,
  isContentStem,
  processTerm,
} from './terms.ts';
import { withArticle } from './texts.ts';

describe('how the assistant reads a question', () => {
  it('drops chat filler and question words, keeps the topic', () => {
    for (const filler of [
      'pa',
      'chance',
      'llevo',
      'mandé',
      'hasta',
      'porfa',
      'oye',
      'cuánto',
      'pleno',
      'plena',
    ])
      expect(processTerm(filler), filler).toBeNull();
    expect(processTerm('Certificados')).toBe(processTerm('certificado'));
    expect(processTerm('certificación')).toBe(processTerm('certificado'));
    expect(processTerm('califican')).toBe(processTerm('calificaciones'));
    expect(processTerm('graban')).toBe(processTerm('grabaciones'));
  });

  it('reads no typo in a short word, one edit from six letters, two from ten', () => {
    expect(typoDistance('segur')).toBe(false);
    expect(typoDistance('sertif')).toBe(1);
    expect(typoDistance('director')).toBe(1);
    expect(typoDistance('certificacion')).toBe(2);
  });

  it('tells a deadline question from one about how long a procedure takes', () => {
    expect(asksDeadline(foldText('¿Hasta cuándo puedo pedir la revisión?'))).toBe(true);
    expect(asksDeadline(foldText('plazo para registrar las notas'))).toBe(true);
    expect(asksDeadline(foldText('¿Cuántos días demora la constancia?'))).toBe(false);
    expect(asksDeadline(foldText('¿en cuántos días me entregan el certificado?'))).toBe(false);
    // Days one is given to act, and a delivery one makes, are deadlines.
    expect(asksDeadline(foldText('¿cuántos días me dan para justificar una falta?'))).toBe(true);
    expect(asksDeadline(foldText('plazo de entrega de la carpeta'))).toBe(true);
    expect(asksDeadline(foldText('¿Cuánto cuesta la constancia?'))).toBe(false);
  });
});

describe('asksFrequency', () => {
  it('tells a question of how often from one of until when', () => {
    expect(asksFrequency(foldText('¿Cada cuánto tomo asistencia?'))).toBe(true);
    expect(asksFrequency(foldText('cuantas veces a la semana reviso el correo'))).toBe(true);
    expect(asksFrequency(foldText('¿con qué frecuencia publican las notas?'))).toBe(true);
    expect(asksFrequency(foldText('¿hasta cuándo registro la asistencia?'))).toBe(false);
    expect(asksFrequency(foldText('¿tengo que tomar asistencia en cada clase?'))).toBe(false);
  });
});

describe('asksPrice', () => {
  it("reads 'cuánto es' as a price when it asks of a payment, and only then", () => {
    expect(asksPrice(foldText('¿Cuánto cuesta la constancia?'))).toBe(true);
    expect(asksPrice(foldText('cuanto es la pension'))).toBe(true);
    expect(asksPrice(foldText('¿cuánto son las cuotas del ciclo?'))).toBe(true);
    expect(asksPrice(foldText('¿cuánto es la nota mínima?'))).toBe(false);
    expect(asksPrice(foldText('¿cuánto es el plazo para reclamar?'))).toBe(false);
  });
});

describe('isContentStem', () => {
  it('takes a stem of four letters or more as a topic, not a number, filler or a short stem', () => {
    for (const stem of ['juev', 'anatomi', 'descuent'])
      expect(isContentStem(stem), stem).toBe(true);
    for (const stem of ['sal', 'dig', 'ir', '08', '2025', '~pa', 'consegu'])
      expect(isContentStem(stem), stem).toBe(false);
  });
});

describe('withArticle', () => {
  it("gives a regulation's title the article of its noun", () => {
    expect(withArticle('Reglamento académico', 'REGLAMENTO')).toBe('el Reglamento académico');
    expect(withArticle('Directiva de uso del campus virtual', 'DIRECTIVA')).toBe(
      'la Directiva de uso del campus virtual',
    );
    expect(withArticle('Política de tratamiento de datos personales', 'REGLAMENTO')).toBe(
      'la Política de tratamiento de datos personales',
    );
    expect(withArticle('Normas de laboratorio', 'REGLAMENTO')).toBe('las Normas de laboratorio');
    expect(withArticle('Lineamientos de tutoría', 'DIRECTIVA')).toBe('los Lineamientos de tutoría');
    expect(withArticle('Uso de laboratorios', 'DIRECTIVA')).toBe(
      'la directiva «Uso de laboratorios»',
    );
  });
});
