/** Lower-cases and strips accents so 'Matrícula' and 'MATRICULA' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
