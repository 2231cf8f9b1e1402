import { stemmer } from '@orama/stemmers/spanish';
import { spa } from 'stopword';
import { foldText } from '../../db/foldText.ts';

// How the assistant reads Spanish: accents and case folded, the words that carry no topic
// dropped (the `stopword` package's Spanish list, plus our own question words and the filler of
// a chat), the rest reduced to their Snowball stem ('certificados' and 'certificado' meet).

// Question words, verbs of asking and wanting, and price words: every question has them.
const QUESTION_WORDS = `algo algun alguna algunas alguno algunos ante antes como cual cuales cuando
  cuanto cuanta cuantos cuantas cuesta costo precio vale donde dos era es esa esas esta estan
  estas este esto estos fue ha hay hace hacer le les mas mis mucho necesito puede puedo pueden
  quiero ser si solo tengo tiene tienen tu tus unos unas yo saber debo deberia hago segun entre
  cobran cobra cobrar cobrarian`;

// What people add in a chat that names no topic: greetings, courtesy, Peruvian filler ('pa',
// 'chance', 'causa'), and verbs that only carry the sentence ('llevo', 'mandé', 'estoy').
const CHAT_FILLER = `hola ola buenas buenos buen dia dias tardes noches gracias favor porfa porfavor
  porfis disculpa disculpe disculpen oye oiga hey pa pe pues ps bueno ok okey chance causa bro
  amigo amiga senor senora senorita joven consulta pregunta duda dudas ayuda ayudame ayudarme
  ayudar alguien sabe sabes sabia dime decir decirme digan podrias podria podrian podrian
  quisiera quisieramos queria gustaria llevo mande mandar estoy estaba estamos soy somos fui voy
  va van vamos tener tenia tenido haber habia he has han hice hizo dar dan da doy sera seria
  estar este mismo misma otra otros otras todo todos toda todas osea igual tipo nomas nada cosa
  cosas ahi aca alla aqui ahora entonces luego creo pienso parece verdad cierto realmente justo
  ver tal vez caso ya asi pasa pasaria pasara sucede ocurre mejor bien mal hacerlo hacerle pedir pido piden pide
  llevar lleva llevas llevan llevamos llevaria oe jaja jajaja jeje xd urgente rapido rapidito
  nose ando asu pleno plena`;

const OWN_WORDS = new Set(
  `${QUESTION_WORDS} ${CHAT_FILLER}`.split(/\s+/).map(foldText).filter(Boolean),
);
const STOPWORDS = new Set([...spa.map(foldText), ...OWN_WORDS]);

// Words that ask about price or time: kept out of the index's matching (every procedure has
// them) but read by the answer to know what to put first.
// 'Cuánto es' asks a price when what it asks of is a payment ('¿cuánto es la pensión?'), a number
// otherwise ('¿cuánto es la nota mínima?').
const PRICE =
  /\b(cuanto cuesta|cuesta|cuestan|costo|precio|vale|cuanto sale|cobran|cobra|cobrar|cuanto (hay que|se) paga|cuanto pago por|cuanto (me |te |le |les |nos )?pagan|cuanto (es|son|esta|estan|seria|serian) (el |la |los |las |mi |mis )?(pension|pensiones|mensualidad|mensualidades|cuota|cuotas|matricula|inscripcion))\b/;
const TIME = /\b(cuanto demora|demora|tarda|cuantos dias|plazo|dias habiles)\b/;
// A question about a deadline or a period: the rule that states the time answers it.
const DEADLINE =
  /\b(hasta cuando|hasta que (dia|fecha|hora)|plazo|fecha limite|cuantos dias|cuantas horas|cuanto tiempo|en cuanto tiempo|dentro de cuanto|cada cuanto|cuando tengo que|cuando debo|cuando se|cuando publican)\b/;

export const asksPrice = (folded: string) => PRICE.test(folded);
export const asksTime = (folded: string) => TIME.test(folded);
// …unless it asks how long a procedure takes, or when one gets what it issues: the procedure
// says its days ('¿en cuántos días me entregan el certificado?').
const TAKES =
  /\b(demora|demoran|tarda|tardan|se atiende|sale|salen|toma|entregan|emiten|llega|esta listo|esta lista)\b/;
export const asksDeadline = (folded: string) => DEADLINE.test(folded) && !TAKES.test(folded);
// How often ('¿cada cuánto…?', '¿cuántas veces…?'): a time of its own kind, answered by the
// source that states a frequency ('en cada sesión') before one that states any time.
const FREQUENCY = /\b(cada cuanto|cada que tiempo|cuantas veces|con que frecuencia)\b/;
export const asksFrequency = (folded: string) => FREQUENCY.test(folded);

/** Splits on anything that is not a letter or digit. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// Snowball's Spanish suffixes carry their accents ('-ación'): a word typed or folded without
// them gets its '-ción'/'-sión' back first, so 'reprogramacion' meets 'reprogramar'.
const reaccent = (word: string) => word.replace(/([cs])ion$/, '$1ión');

/** Whether a folded word carries no topic. */
export const isStopWord = (folded: string) => folded.length < 2 || STOPWORDS.has(folded);

// Where Snowball leaves a verb and its noun apart, they are brought together: 'grabaciones'
// ('grabacion') meets 'graban' ('grab'), 'califican' ('calific') and 'justifiqué' ('justifiqu')
// meet 'calificación' ('calif') and 'justificación' ('justif'), 'revisión' meets 'revise'.
const joinStem = (stem: string) => {
  const joined = stem
    .replace(/acion$/, '')
    .replace(/if(ic|iqu)$/, 'if')
    .replace(/sion$/, 's');
  return joined.length >= 4 ? joined : stem;
};

/** One token as the index stores and matches it; null for a word that carries no topic. */
export function processTerm(term: string): string | null {
  const folded = foldText(term);
  if (isStopWord(folded)) return null;
  return joinStem(foldText(stemmer(reaccent(folded))));
}

// 'No' carries no topic alone but turns a phrase around: 'no seguir estudiando' is leaving the
// programme, 'seguir estudiando' is not. It is kept in the phrases of the synonym table and in
// the question while the table reads it, then dropped with the verbs of getting.
const NEGATION = 'no';

// Our own question and filler words are marked rather than dropped while the table reads a
// question: a phrase they would leave as one word keeps them ('mesa de ayuda' is not every
// 'mes', 'meses'), and a question's are skipped inside any other phrase (synonyms.ts).
const FILLER_MARK = '~';

/** Whether a stem of `phraseTerm` is one of our filler words, marked. */
export const isFillerMark = (stem: string) => stem.startsWith(FILLER_MARK);

/** `processTerm` for a phrase of the synonym table and the question that it is read in. */
export function phraseTerm(term: string): string | null {
  const folded = foldText(term);
  if (folded === NEGATION) return NEGATION;
  return OWN_WORDS.has(folded) ? `${FILLER_MARK}${folded}` : processTerm(term);
}

// Verbs of getting: no topic alone ('¿dónde saco el carné?'), but part of a phrase of the
// synonym table ('me sacaron del curso'). Dropped after the table is read.
const SOFT = new Set(['sac', 'obten', 'obteng', 'consig', 'consegu', NEGATION]);

/** Whether a stem only carries a topic inside a phrase. */
export const isSoftStem = (stem: string) => SOFT.has(stem);

/**
 * Whether a stem of a question carries a topic of its own when no source holds it ('anatomi',
 * 'juev', 'descuent'): not a number (a grade, a day of the month), not filler, and of four letters
 * or more (shorter ones are mostly common verbs' stems: 'sal', 'dig', 'hac', 'pus', 'ir').
 */
export const isContentStem = (stem: string): boolean =>
  stem.length >= 4 && !/^\d+$/.test(stem) && !isFillerMark(stem) && !isSoftStem(stem);

export { foldText };
