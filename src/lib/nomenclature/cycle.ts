const ROMAN_CYCLES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export const SINGLE_MODULE_LABEL = 'Módulo único';

/** spec §4: cycle codes CI..CXII show their Roman numeral, '00' is 'Módulo único', others are invalid. */
export function cycleLabel(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '00') return SINGLE_MODULE_LABEL;
  if (!trimmed.startsWith('C')) return null;
  const numeral = trimmed.slice(1);
  return ROMAN_CYCLES.includes(numeral) ? numeral : null;
}

/** The cycle's position (CI -> 1 ... CXII -> 12); null for '00' and invalid codes. */
export function cycleNumber(code: string | null | undefined): number | null {
  const label = cycleLabel(code);
  const index = label ? ROMAN_CYCLES.indexOf(label) : -1;
  return index >= 0 ? index + 1 : null;
}
