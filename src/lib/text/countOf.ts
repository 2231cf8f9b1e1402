const rules = new Intl.PluralRules('es-PE');

/**
 * A count with the word that agrees with it: '1 vencido', '0 vencidos', '3 vencidos'. Spanish
 * (es-PE) takes the singular for one alone; labels use this instead of writing the rule each time.
 */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
