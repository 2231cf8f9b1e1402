import { foldText } from './terms.ts';

// Two questions in one message (issue 56): '¿Cuánto cuesta la constancia de notas y cuántos días
// demora el certificado?' is two. A message splits at each question mark and at 'y', 'e',
// 'además', 'también' or 'pero' when a question word follows; a sentence that asks nothing
// ('Hola, soy de tercer ciclo.') stays with the question after it, as its context.

const ASKING =
  '(?:(?:a|con|de|en|para|por|desde|hasta) )?(?:que|como|cuanto|cuanta|cuantos|cuantas|cuando|donde|cual|cuales|quien|quienes|puedo|debo|tengo|hay|se puede|quiero|quisiera|necesito|deseo)\\b';
const STARTS_ASKING = new RegExp(`^(?:y |e |ademas |tambien |pero )*${ASKING}`);
// The conjunction is kept out of both parts; the lookahead keeps the question word in the second.
const JOINED = new RegExp(
  `\\s*,?\\s+(?:y|e|ademas|tambien|y tambien|y ademas|pero)\\s+(?=${ASKING})`,
);

// A part that asks of a thing by a pronoun ('… a quién aviso y cómo la recupero', '¿cuánto
// cuesta el carné? ¿dónde lo recojo?') asks of the part before it: alone it is one verb ('cómo
// la recupero' is not the password's recovery), so it stays with that part.
const REFERS_BACK =
  /^(?:(?:y|e|ademas|tambien|pero) )*(?:(?:a|de|en|para|por|hasta) )?(?:que|como|cuanto|cuanta|cuantos|cuantas|cuando|donde|adonde) (?:(?:me|te|se|nos) )?(?:lo|la|los|las)\b/;

/** A piece of the message with its words folded, to read the question words accent-free. */
const asks = (part: string) => /[?¿]/.test(part) || STARTS_ASKING.test(foldText(part.trim()));

/** Splits one sentence at the conjunctions that start a second question. */
function atConjunctions(sentence: string): string[] {
  const folded = foldText(sentence);
  const parts: string[] = [];
  let from = 0;
  const pattern = new RegExp(JOINED.source, 'g');
  for (const match of folded.matchAll(pattern)) {
    parts.push(sentence.slice(from, match.index));
    from = match.index + match[0].length;
  }
  parts.push(sentence.slice(from));
  return parts;
}

const tidy = (part: string) =>
  part
    .replace(/^[\s,;.¿?¡!]+|[\s,;.¿?¡!]+$/g, '')
    .replace(/^(y|e|además|ademas|también|tambien|pero)\s+/i, '')
    .replace(/[\s,]+(y|e|además|ademas|también|tambien|pero)$/i, '')
    .trim();

/** The questions of a message, in order; a message of one question is itself. */
export function splitQuestion(message: string): string[] {
  const sentences = message
    .split(/(?<=[?.!;])\s+|(?=¿)/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const questions: string[] = [];
  let context = '';
  for (const sentence of sentences) {
    if (!asks(sentence)) {
      context = `${context} ${sentence}`.trim();
      continue;
    }
    const parts = atConjunctions(sentence).map(tidy).filter(Boolean);
    if (parts.length === 0) continue;
    parts[0] = `${context} ${parts[0]}`.trim();
    context = '';
    questions.push(...parts);
  }
  if (context) {
    // A message with no question mark that opens with no question word ('si tengo descanso
    // médico cómo justifico… y hasta cuándo tengo plazo') still asks after its conjunctions.
    if (questions.length === 0) questions.push(...atConjunctions(context).map(tidy));
    else questions[questions.length - 1] = `${questions.at(-1)} ${context}`;
  }
  const result: string[] = [];
  for (const part of questions.map(tidy).filter(Boolean)) {
    if (result.length > 0 && REFERS_BACK.test(foldText(part)))
      result[result.length - 1] = `${result.at(-1)} y ${part}`;
    else result.push(part);
  }
  return result.length > 0 ? result : [message.trim()];
}
