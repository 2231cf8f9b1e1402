// The assistant's Spanish texts (issue 41), as the demo API sends them.

const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
export const soles = (cents: number) => money.format(cents / 100);

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const assistantTexts = {
  unknown:
    'No encontré información sobre eso en los reglamentos, trámites, guías ni preguntas frecuentes del instituto. Si quieres, abre un ticket y el equipo de soporte te responde.',
  openTicket: 'Abrir un ticket de soporte',
  tooManyQuestions: (seconds: number) =>
    `Hiciste demasiadas preguntas seguidas. Espera ${seconds} ${plural(seconds, 'segundo', 'segundos')} e inténtalo nuevamente.`,
  fileProcedure: 'Solicitar este trámite',
  seePage: 'Ver la página',
  procedure: (name: string, cents: number, days: number, area: string) =>
    `${name}: ${cents === 0 ? 'no tiene costo' : `cuesta ${soles(cents)}`} y se atiende en ${days} ${plural(days, 'día hábil', 'días hábiles')}. Lo resuelve el área de ${area}.`,
  requirement: (name: string, description: string) => `Requisito: ${name}. ${description}`,
  article: (title: string, number: number, text: string) =>
    `Según el ${title} (artículo ${number}): ${text.replace(/^Artículo \d+\.\s*/, '')}`,
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
