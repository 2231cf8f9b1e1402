import { describe, expect, it } from 'vitest';
import { splitQuestion } from './splitQuestion.ts';

describe('splitQuestion', () => {
  it('splits at question marks', () => {
    expect(splitQuestion('¿Cómo recupero mi contraseña? ¿Dónde veo mis notas?')).toEqual([
      'Cómo recupero mi contraseña',
      'Dónde veo mis notas',
    ]);
  });

  it('splits at a conjunction a question word follows, accents or not', () => {
    expect(
      splitQuestion('¿cuánto cuesta la constancia de notas y cuántos días demora el certificado?'),
    ).toEqual(['cuánto cuesta la constancia de notas', 'cuántos días demora el certificado']);
    expect(splitQuestion('cuanto debo y que clases tengo hoy')).toEqual([
      'cuanto debo',
      'que clases tengo hoy',
    ]);
    expect(
      splitQuestion('quiero retirarme de un curso, además ¿hasta cuándo pido la revisión?'),
    ).toEqual(['quiero retirarme de un curso', 'hasta cuándo pido la revisión']);
    expect(splitQuestion('¿Qué pasa si jalo y cómo pido la sustitutoria?')).toEqual([
      'Qué pasa si jalo',
      'cómo pido la sustitutoria',
    ]);
  });

  it('splits a message with no question mark that does not open with a question word', () => {
    expect(
      splitQuestion(
        'si tengo descanso medico como justifico mis faltas y hasta cuando tengo plazo',
      ),
    ).toEqual(['si tengo descanso medico como justifico mis faltas', 'hasta cuando tengo plazo']);
    expect(splitQuestion('me jalaron en un curso y no se que hacer')).toHaveLength(1);
  });

  it('keeps a conjunction inside one question whole', () => {
    for (const question of [
      '¿Copiar y pegar un trabajo es falta grave?',
      'acceso y rectificación de mis datos',
      'llevo tres faltas en un curso y no sé si ya me inhabilitaron, ¿con cuántas faltas quedo fuera?',
    ])
      expect(splitQuestion(question)).toHaveLength(1);
  });

  it('keeps a part that asks by a pronoun with the part before it, and only that one', () => {
    expect(
      splitQuestion('si no puedo dictar mi clase por salud a quien aviso y como la recupero'),
    ).toEqual(['si no puedo dictar mi clase por salud a quien aviso y como la recupero']);
    expect(splitQuestion('¿cuánto cuesta el carné? ¿dónde lo recojo?')).toEqual([
      'cuánto cuesta el carné y dónde lo recojo',
    ]);
    // An article after the verb, or a pronoun that does not follow the question word, is not
    // one that refers back.
    expect(splitQuestion('¿cuánto cuesta el carné y dónde recojo la constancia?')).toEqual([
      'cuánto cuesta el carné',
      'dónde recojo la constancia',
    ]);
    expect(splitQuestion('cuanto cuesta la constancia y como pido la cita')).toHaveLength(2);
  });

  it('keeps a sentence that asks nothing with the question after it, as its context', () => {
    expect(splitQuestion('Hola, soy de tercer ciclo. ¿Cuánto cuesta el certificado?')).toEqual([
      'Hola, soy de tercer ciclo. Cuánto cuesta el certificado',
    ]);
    expect(splitQuestion('hola')).toEqual(['hola']);
  });
});
