// The assistant's Spanish texts (issue 41), as the demo API sends them.

const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
export const soles = (cents: number) => money.format(cents / 100);

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

// The article a regulation's title takes, by the noun it starts with ('la Directiva de…', 'la
// Política de…', 'el Reglamento…', 'las Normas…'); a title that starts with another word is
// named by its kind ('la directiva «Uso de laboratorios»').
const FEMININE =
  /^(directiva|pol[ií]tica|norma|gu[ií]a|resoluci[oó]n|disposici[oó]n|circular)(e?s)?\b/i;
const MASCULINE =
  /^(reglamento|c[oó]digo|protocolo|procedimiento|lineamiento|estatuto|manual)(e?s)?\b/i;

/** 'el Reglamento académico', 'la Directiva de evaluación y calificación'. */
export function withArticle(title: string, kind: 'REGLAMENTO' | 'DIRECTIVA'): string {
  const feminine = FEMININE.exec(title);
  const masculine = feminine ? null : MASCULINE.exec(title);
  if (!feminine && !masculine)
    return kind === 'DIRECTIVA' ? `la directiva «${title}»` : `el reglamento «${title}»`;
  const plural = Boolean((feminine ?? masculine)![2]);
  if (feminine) return `${plural ? 'las' : 'la'} ${title}`;
  return `${plural ? 'los' : 'el'} ${title}`;
}

export const assistantTexts = {
  unknown:
    'No encontré información sobre eso en los reglamentos, trámites, guías ni preguntas frecuentes del instituto. Si quieres, abre un ticket y el equipo de soporte te responde.',
  openTicket: 'Abrir un ticket de soporte',
  /** A part of a message of several questions that no source answers. */
  partUnknown: (question: string) =>
    `Sobre «${question}» no encontré información en los reglamentos, trámites, guías ni preguntas frecuentes del instituto; puedes preguntarlo en un ticket de soporte.`,
  tooManyQuestions: (seconds: number) =>
    `Hiciste demasiadas preguntas seguidas. Espera ${seconds} ${plural(seconds, 'segundo', 'segundos')} e inténtalo nuevamente.`,
  fileProcedure: 'Solicitar este trámite',
  seePage: 'Ver la página',
  procedure: (name: string, cents: number, days: number, area: string) =>
    `${name}: ${cents === 0 ? 'no tiene costo' : `cuesta ${soles(cents)}`} y se atiende en ${days} ${plural(days, 'día hábil', 'días hábiles')}. Lo resuelve el área de ${area}.`,
  requirement: (name: string, description: string) => `Requisito: ${name}. ${description}`,
  article: (source: string, number: string | null, text: string) =>
    `Según ${source}${number ? ` (artículo ${number})` : ''}: ${text.replace(/^Artículo [^.]+\.\s*/, '')}`,
  guide: (title: string, text: string) => `Guía del estudiante, «${title}»: ${text}`,
  moreSources: 'También puede servirte:',
  today: {
    none: 'Hoy no tienes clases programadas.',
    some: (count: number) => `Hoy tienes ${count} ${plural(count, 'clase', 'clases')}:`,
    item: (time: string, course: string, group: string, place: string) =>
      `${time} · ${course} (${group}) · ${place}`,
    virtual: 'clase virtual',
    title: 'Tu horario de hoy',
  },
  tomorrow: {
    none: 'Mañana no tienes clases programadas.',
    some: (count: number) => `Mañana tienes ${count} ${plural(count, 'clase', 'clases')}:`,
    title: 'Tu horario de mañana',
  },
  pending: {
    none: 'No tienes trámites en proceso.',
    some: (count: number) =>
      `Tienes ${count} ${plural(count, 'trámite en proceso', 'trámites en proceso')}:`,
    item: (number: string, name: string, state: string) => `${number} · ${name} · ${state}`,
    title: 'Tus trámites en proceso',
    states: {
      REGISTRADO: 'Registrado',
      EN_REVISION: 'En revisión',
      OBSERVADO: 'Observado',
    } as Record<string, string>,
  },
  debt: {
    none: 'No tienes cuotas pendientes de pago.',
    some: (total: number, overdue: number) =>
      `Debes ${soles(total)}${overdue > 0 ? `, de los cuales ${soles(overdue)} están vencidos` : ''}:`,
    item: (concept: string, due: string, amount: number, overdue: boolean) =>
      `${concept} · vence el ${due} · ${soles(amount)}${overdue ? ' · vencida' : ''}`,
    title: 'Tus pagos',
  },
} as const;

/** What staff read when the vocabulary or a link is refused (issue 56). */
export const staffTexts = {
  phraseTaken: 'Esa frase ya está en el vocabulario del asistente.',
  noWords:
    'Escribe al menos una palabra con tema: el asistente no lee palabras como «el», «de» o «cómo».',
  phraseNotAsked: 'La frase debe estar en alguna de las preguntas de este grupo.',
  unknownSource: 'Esa fuente ya no está entre las que lee el asistente.',
} as const;
