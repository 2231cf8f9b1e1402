import { describe, expect, it } from 'vitest';
import { richTextTexts } from '../texts';
import { EMOJIS_PER_ROW, moveInGrid } from './gridKeys';
import { EMOJIS } from './emojis';
import { isAllowedImage } from './imageFiles';
import { countCharacters, richTextError } from './length';
import { createMentionSuggestion } from './mentionSuggestion';
import { filterMentions, isValidMentionQuery } from './mentions';

const rules = { min: 3, max: 250, required: true };
const people = [
  { id: '1', label: 'Lucía Ramírez' },
  { id: '2', label: 'Ñusta Mamani' },
  { id: '3', label: 'Jorge Huamán' },
];

describe('richTextError', () => {
  it('requires text only when required', () => {
    expect(richTextError(0, rules)).toBe(richTextTexts.required);
    expect(richTextError(0, { ...rules, required: false })).toBeNull();
  });

  it('enforces 3 to 250 characters with the spec messages', () => {
    expect(richTextTexts.minLength).toBe('* Longitud mínima no alcanzada.');
    expect(richTextTexts.maxLength).toBe('* Longitud máxima alcanzada.');
    expect(richTextError(2, rules)).toBe(richTextTexts.minLength);
    expect(richTextError(3, rules)).toBeNull();
    expect(richTextError(250, rules)).toBeNull();
    expect(richTextError(251, rules)).toBe(richTextTexts.maxLength);
  });

  it('counts what a reader sees: an emoji or an accented letter is one character', () => {
    expect(countCharacters('Año 👍🏽')).toBe(5);
  });
});

describe('isValidMentionQuery', () => {
  it('accepts letters, Spanish accents, ñ and spaces', () => {
    for (const query of ['', 'ana', 'José Ñúñez', 'ÜRSULA peña']) {
      expect(isValidMentionQuery(query)).toBe(true);
    }
  });

  it('rejects digits, punctuation and symbols', () => {
    for (const query of ['ana1', 'ana.', 'ana_b', 'a@b', 'ana-maría', '😀']) {
      expect(isValidMentionQuery(query)).toBe(false);
    }
  });
});

describe('mention suggestions', () => {
  it('come from the given list, ignoring case and accents', () => {
    expect(filterMentions(people, 'LUCIA')).toEqual([people[0]]);
    expect(filterMentions(people, 'nusta')).toEqual([people[1]]);
    expect(filterMentions(people, '')).toEqual(people);
  });

  it('are empty for a query that is not only letters and spaces', () => {
    expect(filterMentions(people, 'luc1')).toEqual([]);
  });

  it('follow the latest list handed to the editor', async () => {
    const mention = createMentionSuggestion();
    const items = mention.suggestion.items!;
    const context = { editor: undefined as never, signal: new AbortController().signal };
    expect(await items({ query: 'jor', ...context })).toEqual([]);
    mention.setOptions(people);
    expect(await items({ query: 'jor', ...context })).toEqual([people[2]]);
  });
});

describe('isAllowedImage', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });

  it('accepts jpeg, png, gif, bmp and svg by type and extension', () => {
    for (const [name, type] of [
      ['foto.jpg', 'image/jpeg'],
      ['FOTO.JPEG', 'image/jpeg'],
      ['logo.png', 'image/png'],
      ['saludo.gif', 'image/gif'],
      ['mapa.bmp', 'image/bmp'],
      ['icono.svg', 'image/svg+xml'],
    ]) {
      expect(isAllowedImage(file(name, type))).toBe(true);
    }
  });

  it('rejects other types, and names or types that do not match the list', () => {
    for (const [name, type] of [
      ['foto.webp', 'image/webp'],
      ['notas.pdf', 'application/pdf'],
      ['foto.png', 'text/html'],
      ['programa.exe', 'image/png'],
      ['sin-extension', 'image/png'],
    ]) {
      expect(isAllowedImage(file(name, type))).toBe(false);
    }
  });
});

describe('emoji grid', () => {
  it('has 7 emoji per line (spec §9), each with a Spanish name', () => {
    expect(EMOJIS_PER_ROW).toBe(7);
    expect(EMOJIS.length % EMOJIS_PER_ROW).toBe(0);
    expect(new Set(EMOJIS.map(({ name }) => name)).size).toBe(EMOJIS.length);
  });

  it('moves by one across and by a line up and down, staying inside the grid', () => {
    const count = EMOJIS.length;
    expect(moveInGrid('ArrowRight', 0, count)).toBe(1);
    expect(moveInGrid('ArrowLeft', 0, count)).toBe(0);
    expect(moveInGrid('ArrowDown', 1, count)).toBe(8);
    expect(moveInGrid('ArrowUp', 8, count)).toBe(1);
    expect(moveInGrid('ArrowUp', 3, count)).toBe(3);
    expect(moveInGrid('ArrowDown', count - 1, count)).toBe(count - 1);
    expect(moveInGrid('End', 0, count)).toBe(count - 1);
    expect(moveInGrid('Home', 9, count)).toBe(0);
    expect(moveInGrid('a', 9, count)).toBeNull();
  });
});
