import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSynonyms, expandSynonyms, phraseStems } from './synonyms.ts';
import { processTerm, tokenize } from './terms.ts';

const stems = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);

// The rows migration 062 seeds, read from the file so the test sees what a database gets.
const seeded = [
  ...readFileSync(
    new URL('../../db/migrations/062_assistant_synonyms.sql', import.meta.url),
    'utf8',
  ).matchAll(/^\s*\('([^']+)', '([^']+)'\)/gm),
].map(([, frase, equivalente]) => ({ frase: frase!, equivalente: equivalente! }));

describe('the synonym table', () => {
  const table = compileSynonyms([
    { frase: 'curso', equivalente: 'curso unidad didáctica' },
    { frase: 'dejar el instituto', equivalente: 'retiro definitivo del programa' },
    { frase: 'jalar', equivalente: 'desaprobado' },
  ]);

  it("reads a phrase of the student's, in any form, as the institute's terms", () => {
    expect(expandSynonyms(stems('quiero dejar ya el Instituto'), table)).toEqual([
      stems('retiro definitivo del programa'),
    ]);
    expect(expandSynonyms(stems('jalé tres cursos'), table)).toEqual([
      stems('desaprobado'),
      stems('tres'),
      stems('curso unidad didáctica'),
    ]);
  });

  it('leaves the words it does not list as they are', () => {
    expect(expandSynonyms(stems('certificado de estudios'), table)).toEqual(
      stems('certificado de estudios').map((stem) => [stem]),
    );
  });

  it('prefers the longest phrase', () => {
    const nested = compileSynonyms([
      { frase: 'examen', equivalente: 'evaluación' },
      { frase: 'copiar en el examen', equivalente: 'copiar evaluación falta grave' },
    ]);
    expect(expandSynonyms(stems('copiar en el examen'), nested)).toEqual([
      stems('copiar evaluación falta grave'),
    ]);
  });

  it("reads a phrase's 'no': leaving is not going on", () => {
    const negated = compileSynonyms([
      { frase: 'no seguir estudiando', equivalente: 'retiro definitivo del programa' },
    ]);
    expect(expandSynonyms(phraseStems('ya no quiero seguir estudiando'), negated)).toEqual([
      stems('retiro definitivo del programa'),
    ]);
    expect(expandSynonyms(phraseStems('convenio para seguir estudiando'), negated)).toEqual(
      stems('convenio para seguir estudiando').map((stem) => [stem]),
    );
    // A row that is only a 'no' reads nothing.
    expect(compileSynonyms([{ frase: 'no', equivalente: 'retiro' }])).toEqual([]);
  });

  it('keeps the filler words of a phrase they would leave as one word, and only there', () => {
    const table = compileSynonyms([
      { frase: 'mesa de ayuda', equivalente: 'soporte técnico' },
      { frase: 'suspender mis estudios', equivalente: 'retiro del periodo' },
      { frase: 'ayuda', equivalente: 'soporte' },
    ]);
    expect(table.map((row) => row.phrase.length)).toEqual([2, 2]);
    expect(expandSynonyms(phraseStems('escribí a la mesa de ayuda'), table)).toEqual([
      stems('escribí'),
      stems('soporte técnico'),
    ]);
    expect(expandSynonyms(phraseStems('hace tres meses'), table)).toEqual([
      stems('tres'),
      stems('meses'),
    ]);
    // Elsewhere a question's filler is skipped inside a phrase, and dropped outside one.
    expect(expandSynonyms(phraseStems('quiero suspender ya mis estudios'), table)).toEqual([
      stems('retiro del periodo'),
    ]);
  });

  it('is seeded with the cases of issue 56, each phrase a word or more of topic', () => {
    expect(seeded.length).toBeGreaterThan(60);
    const phrases = seeded.map((row) => row.frase);
    for (const phrase of ['dejar el instituto', 'congelar', 'acosar', 'plagiar', 'clave', 'jalar'])
      expect(phrases).toContain(phrase);
    expect(phrases).toContain('subir notas');
    for (const row of seeded) {
      // A phrase of several words that kept one would match more than it says: 'no fui a
      // clase' without its stop words is any 'clase'.
      const kept = stems(row.frase).length;
      expect(kept, row.frase).toBeGreaterThanOrEqual(Math.min(2, tokenize(row.frase).length));
      expect(stems(row.equivalente).length, row.equivalente).toBeGreaterThan(0);
    }
  });
});
