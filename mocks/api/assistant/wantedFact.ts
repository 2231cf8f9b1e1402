import type { Doc } from './corpus.ts';

// Some questions ask for a kind of fact: a number ('¿cuántos libros puedo llevar?'), a date or an
// hour ('¿cuándo es la feria?'), a contact ('¿cuál es el correo de bienestar?'), a person ('¿quién
// es mi tutor?'). A source that
// holds the question's words but states no such fact does not answer it (issue 56): the library
// card's procedure says nothing of how many books, the fair's certificate nothing of its date.

export type WantedFact =
  { kind: 'QUANTITY'; noun: string } | { kind: 'WHEN' } | { kind: 'CONTACT' } | { kind: 'PERSON' };

const QUANTITY = /\bcuant[oa]s (?:(?:son|hay|tiene|tengo|puedo|debo) )?(\p{L}+)/u;
const WHEN =
  /\b(?:cuando (?:es|son|sera|seran|empieza|empiezan|comienza|comienzan|abre|abren|cierra|cierran|termina|terminan|inicia|inician)|que dia (?:es|son|sera)|que fecha|a que hora)\b/;
const CONTACT =
  /\b(?:cual es|cuales son|me (?:das|pasas|dan|pueden dar)|a que)\b.*\b(?:correo|email|telefono|numero|celular|whatsapp|direccion)\b|\b(?:correo|telefono|numero|celular|whatsapp) de contacto\b/;

const PERSON = /\bquien(?:es)? (?:es|son|sera|seran)\b/;

const NUMBER =
  /\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|quince|veinte|treinta|cuarenta|cincuenta|cien)\b/;
const DATE_OR_TIME =
  /\b(?:\d{1,2}:\d{2}|\d+\s+(?:dias?|horas?|semanas?|meses|minutos)|lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|setiembre|septiembre|octubre|noviembre|diciembre|inicio|antes de|dentro de|desde)\b/;
const CONTACT_DATA = /@|\b\d{6,}\b/;
// A person named with a title: 'la Dra. Rosa Quispe'.
const NAMED = /\b(?:dr|dra|lic|ing|mg|prof)\.? [a-z]{3,}/;
// A procedure's answer states its fee and its days, nothing else countable.
const PROCEDURE_UNITS = /^(dias?|horas?)$/;

// A count of time ('¿cuántos días…?', '¿cuántas veces…?') is stated by any time the source gives;
// a count of anything else only by a source that speaks of that thing: '¿cuántos alumnos
// jalaron…?' is not answered by the regulation's 'de diez a doce' (answer.ts).
const TIME_UNIT = /^(?:dias?|horas?|semanas?|mes|meses|anos?|minutos?|vez|veces)$/;

/** The noun a question of how many counts, when the source must speak of it (not a time). */
export const countedNoun = (wanted: WantedFact | null): string | null =>
  wanted?.kind === 'QUANTITY' && !TIME_UNIT.test(wanted.noun) ? wanted.noun : null;

// '¿Me sirve para…?' asks whether a thing serves a purpose: a source that does not name that
// purpose does not answer it, however well it holds the thing ('el carné de biblioteca me sirve
// para tener descuento en el cine?' is not the card's procedure, which says what the card is
// for). '¿Para qué sirve…?' asks what it is for, and the source says so.
const PURPOSE =
  /\b(?:sirve|sirven|servira|serviria|vale|valen|se puede usar|puedo usar(?:lo|la|los|las)?)\s+(?:para|pa|pal)\s+(?!que\b)([^?!.,;]+)/;

/** The words of the purpose a folded question asks a thing to serve, or null when it asks none. */
export function askedPurpose(folded: string): string | null {
  const purpose = PURPOSE.exec(folded)?.[1];
  // 'me sirve para la visa o piden otra cosa': the purpose ends where an alternative starts.
  return purpose?.split(/\s+(?:o|u|y|e|pero)\s+/)[0]!.trim() || null;
}

/** The kind of fact a folded question asks for, if any. */
export function wantedFact(folded: string): WantedFact | null {
  if (CONTACT.test(folded)) return { kind: 'CONTACT' };
  if (WHEN.test(folded)) return { kind: 'WHEN' };
  if (PERSON.test(folded)) return { kind: 'PERSON' };
  const quantity = QUANTITY.exec(folded);
  if (quantity && quantity[1] !== 'cuesta') return { kind: 'QUANTITY', noun: quantity[1]! };
  return null;
}

/** Whether `doc` (its folded text in `text`) states the fact `wanted` asks for. */
export function statesFact(wanted: WantedFact, doc: Doc, text: string): boolean {
  switch (wanted.kind) {
    case 'CONTACT':
      return CONTACT_DATA.test(text);
    case 'PERSON':
      return NAMED.test(text);
    case 'WHEN':
      return doc.kind !== 'TRAMITE' && DATE_OR_TIME.test(text);
    case 'QUANTITY':
      return doc.kind === 'TRAMITE' ? PROCEDURE_UNITS.test(wanted.noun) : NUMBER.test(text);
  }
}
