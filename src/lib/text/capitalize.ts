/** The CAPITALIZE_VARIABLES parameter (spec §5), its `valor` parsed. */
export interface CapitalizeRules {
  /** Words always written in capitals (e.g. 'SST'). */
  siempreMayusculas: string[];
  /** Words left in lower case unless they open the text (e.g. 'de', 'y'). */
  nuncaCapitalizar: string[];
  /** Fragments put in capitals wherever they appear inside a word. */
  fragmentosMayusculas: string[];
}

export const EMPTY_CAPITALIZE_RULES: CapitalizeRules = {
  siempreMayusculas: [],
  nuncaCapitalizar: [],
  fragmentosMayusculas: [],
};

const LOCALE = 'es-PE';

// Roman numerals up to 89 (I..LXXXIX): cycles, course parts. Letters d, c and m are left out so
// Spanish words such as 'mi' or 'di' keep their case.
const ROMAN_NUMERAL = /^(?=[ivxl])(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;

const lower = (text: string) => text.toLocaleLowerCase(LOCALE);
const upper = (text: string) => text.toLocaleUpperCase(LOCALE);

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Reads the parameter's JSON `valor`; anything unreadable means no special words. */
export function parseCapitalizeRules(valor: string | null | undefined): CapitalizeRules {
  if (!valor) return EMPTY_CAPITALIZE_RULES;
  try {
    const parsed = JSON.parse(valor) as Record<string, unknown>;
    return {
      siempreMayusculas: stringList(parsed.siempreMayusculas),
      nuncaCapitalizar: stringList(parsed.nuncaCapitalizar),
      fragmentosMayusculas: stringList(parsed.fragmentosMayusculas),
    };
  } catch {
    return EMPTY_CAPITALIZE_RULES;
  }
}

function capitalizeFirstLetter(word: string): string {
  return word.replace(/\p{L}/u, (letter) => upper(letter));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Lists {
  always: Set<string>;
  never: Set<string>;
  fragments: RegExp[];
}

function toLists(rules: CapitalizeRules): Lists {
  return {
    always: new Set(rules.siempreMayusculas.map(lower)),
    never: new Set(rules.nuncaCapitalizar.map(lower)),
    fragments: rules.fragmentosMayusculas
      .filter((fragment) => fragment !== '')
      .map((fragment) => new RegExp(escapeRegExp(fragment), 'giu')),
  };
}

/** One hyphen-separated part of a word, already in lower case. */
function capitalizePart(part: string, lists: Lists, opensText: boolean): string {
  const letters = part.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters === '') return part;
  if (lists.always.has(letters) || ROMAN_NUMERAL.test(letters)) return upper(part);
  if (!opensText && lists.never.has(letters)) return part;
  return capitalizeFirstLetter(part);
}

function capitalizeWord(word: string, lists: Lists, opensText: boolean): string {
  const capitalized = word
    .split('-')
    .map((part, index) => capitalizePart(part, lists, opensText && index === 0))
    .join('-');
  return lists.fragments.reduce(
    (text, fragment) => text.replace(fragment, (match) => upper(match)),
    capitalized,
  );
}

/**
 * The capitaliser of a person's or course's name (spec §5), its word lists built once: each word
 * with an initial capital, except the parameter's special words; Roman numerals stay in capitals.
 * Spacing is kept as given.
 */
export function nameCapitalizer(
  rules: CapitalizeRules = EMPTY_CAPITALIZE_RULES,
): (text: string) => string {
  const lists = toLists(rules);
  return (text) => {
    let seenWord = false;
    return lower(text)
      .split(/(\s+)/)
      .map((token) => {
        if (token.trim() === '') return token;
        const opensText = !seenWord;
        seenWord = true;
        return capitalizeWord(token, lists, opensText);
      })
      .join('');
  };
}

/** Capitalises one name (spec §5); see `nameCapitalizer` to capitalise many with one rule set. */
export function capitalizeName(
  text: string,
  rules: CapitalizeRules = EMPTY_CAPITALIZE_RULES,
): string {
  return nameCapitalizer(rules)(text);
}
