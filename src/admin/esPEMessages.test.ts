import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { esPEMessages } from './esPEMessages';

type Catalogue = { [key: string]: string | Catalogue };

const entries = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );

// Words that are the same in both languages.
const SAME_IN_SPANISH = new Set([
  'ra.boolean.false',
  'ra.message.no',
  'ra.configurable.inspector.title',
]);
/** A text with no words of its own ('%{name} %{recordRepresentation}', a blank). */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

describe('react-admin texts in es-PE', () => {
  const spanish = new Map(entries(esPEMessages as Catalogue));
  const english = entries(englishMessages as Catalogue);

  it("has a text for every key of react-admin 5's own catalogue", () => {
    expect(english.filter(([key]) => !spanish.has(key)).map(([key]) => key)).toEqual([]);
  });

  it('leaves no English text behind', () => {
    const untranslated = english
      .filter(([key, text]) => spanish.get(key) === text)
      .filter(([key, text]) => !SAME_IN_SPANISH.has(key) && !wordless(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    const placeholders = (text = '') => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const lost = english.filter(([key, text]) =>
      placeholders(text).some((name) => !placeholders(spanish.get(key)).includes(name)),
    );
    expect(lost.map(([key]) => key)).toEqual([]);
  });
});
