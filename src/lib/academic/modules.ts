// spec §4 cycle codes: Roman I to XII, written CI to CXII, and '00' for a single-module programme
// ('Módulo único'). Any other value is not a module.

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

export const SINGLE_MODULE = '00';
export const SINGLE_MODULE_LABEL = 'Módulo único';

/** 1 to 12 for CI..CXII (or I..XII), 0 for '00', null for anything else. */
export function moduleOrdinal(code: string): number | null {
  if (code === SINGLE_MODULE) return 0;
  const roman = code.startsWith('C') ? code.slice(1) : code;
  const index = ROMAN.indexOf(roman as (typeof ROMAN)[number]);
  return index === -1 ? null : index + 1;
}

/** How a module is shown: 'CIII' for cycle III, 'Módulo único' for '00'; null when not valid. */
export function moduleLabel(code: string): string | null {
  const ordinal = moduleOrdinal(code);
  if (ordinal === null) return null;
  return ordinal === 0 ? SINGLE_MODULE_LABEL : `C${ROMAN[ordinal - 1]}`;
}
