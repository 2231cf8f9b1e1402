import { richTextTexts } from '../texts';

/** spec §5 and §9: rich text takes 3 to 250 characters. */
export const RICH_TEXT_MIN = 3;
export const RICH_TEXT_MAX = 250;

const graphemes = new Intl.Segmenter('es-PE', { granularity: 'grapheme' });

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export function countCharacters(text: string): number {
  return [...graphemes.segment(text)].length;
}

export interface LengthRules {
  min: number;
  max: number;
  required: boolean;
}

/** The spec §5 message for a text of `length` characters, or null when it is valid. */
export function richTextError(length: number, { min, max, required }: LengthRules): string | null {
  if (length === 0) return required ? richTextTexts.required : null;
  if (length < min) return richTextTexts.minLength;
  if (length > max) return richTextTexts.maxLength;
  return null;
}
