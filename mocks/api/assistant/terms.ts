import { stemmer } from '@orama/stemmers/spanish';
import { foldText } from '../../db/foldText.ts';

// How the assistant reads Spanish: accents and case folded, the words that carry no topic
// dropped, the rest reduced to their Snowball stem ('certificados' and 'certificado' meet).

const STOPWORDS = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes como con contra cual cuales cuando
  de del desde donde dos el ella ellas ellos en entre era es esa esas ese eso esos esta estan
  estas este esto estos fue ha hay hace hacer la las le les lo los mas me mi mis mucho muy
  necesito no nos o para pero poco por porque puede puedo pueden que quien quiero se segun ser
  si sin sobre solo su sus tambien te tengo tiene tienen tu tus un una uno unos unas y ya yo
  hola buenas buenos dias tardes noches gracias favor saber debo deberia hago cual cuanto cuanta
  cuantos cuantas cuesta costo precio vale`
    .split(/\s+/)
    .filter(Boolean),
);

// Words that ask about price or time: kept out of the index's matching (every procedure has
// them) but read by the answer to know what to put first.
const PRICE = /\b(cuanto cuesta|cuesta|costo|precio|vale|pagar por)\b/;
const TIME = /\b(cuanto demora|demora|tarda|cuantos dias|plazo|dias habiles)\b/;

export const asksPrice = (folded: string) => PRICE.test(folded);
export const asksTime = (folded: string) => TIME.test(folded);

/** Splits on anything that is not a letter or digit. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// Snowball's Spanish suffixes carry their accents ('-ación'): a word typed or folded without
// them gets its '-ción'/'-sión' back first, so 'reprogramacion' meets 'reprogramar'.
const reaccent = (word: string) => word.replace(/([cs])ion$/, '$1ión');

/** One token as the index stores and matches it; null for a word that carries no topic. */
export function processTerm(term: string): string | null {
  const folded = foldText(term);
  if (folded.length < 2 || STOPWORDS.has(folded)) return null;
  return foldText(stemmer(reaccent(folded)));
}

export { foldText };
