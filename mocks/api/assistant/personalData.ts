import { foldText } from './terms.ts';

// A question kept for staff (misses.ts) must not tell who asked: what would identify a person is
// replaced before it is written. Replacements are in brackets, which the index never reads, so a
// question's group does not depend on whose DNI or email it carried.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/gu;
// Peruvian mobiles (9 digits from 9, maybe +51) and landlines ('01 425-1234', '(044) 123456').
const PHONE =
  /(\+?\s?51[\s.-]?)?\b9\d{2}[\s.-]?\d{3}[\s.-]?\d{3}\b|\(?\b0\d{1,2}\)?[\s.-]?\d{3}[\s.-]?\d{3,4}\b/g;
// DNI (8 digits), foreigner's card, an account or receipt number: six digits or more, however
// they are grouped. Short numbers (a fee, a day, an article) stay: they carry the question.
const LONG_NUMBER = /\b\d(?:[\s.-]?\d){5,}\b/g;
// A student or payment code mixes letters and digits ('A2026-00001', 'U20231234', 'OP-778812').
const CODE =
  /(?<![\p{L}\p{N}])(?=[\p{L}\p{N}-]*\p{L})(?=(?:[\p{L}-]*\p{N}){3})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}])/gu;
// A name the asker gives in the message: 'me llamo Ana Quispe', 'soy Luis', 'mi nombre es ...'.
const SELF_NAMED =
  /\b(me llamo|mi nombre es|soy el alumno|soy la alumna|soy el estudiante|soy la estudiante|soy)\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+)*)/gu;

export const REDACTED = {
  email: '[correo]',
  phone: '[teléfono]',
  number: '[número]',
  code: '[código]',
  name: '[nombre]',
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every whole word of `names` (3 letters or more), accents and case aside. */
function withoutNames(text: string, names: readonly string[]): string {
  const words = [
    ...new Set(
      names
        .flatMap((name) => name.split(/[\s._-]+/))
        .map(foldText)
        .filter((word) => word.length >= 3),
    ),
  ];
  if (words.length === 0) return text;
  // Matched on the folded text, replaced in the original: folding keeps one letter per letter.
  const folded = foldText(text);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  let out = '';
  let from = 0;
  for (const match of folded.matchAll(pattern)) {
    out += text.slice(from, match.index) + REDACTED.name;
    from = match.index + match[0].length;
  }
  return out + text.slice(from);
}

/**
 * `question` without personal data: emails, phone numbers, long numbers (DNI…), codes, a name
 * the asker gives and the asker's own `names` (first name, surnames, username) replaced.
 */
export function stripPersonalData(question: string, names: readonly string[] = []): string {
  // Folding must keep one character per character for the name pass: NFC first.
  const text = question.normalize('NFC');
  return withoutNames(
    text
      .replace(EMAIL, REDACTED.email)
      .replace(PHONE, REDACTED.phone)
      .replace(CODE, REDACTED.code)
      .replace(LONG_NUMBER, REDACTED.number)
      .replace(SELF_NAMED, (_all, lead: string) => `${lead} ${REDACTED.name}`),
    names,
  )
    .replace(/\s+/g, ' ')
    .trim();
}
