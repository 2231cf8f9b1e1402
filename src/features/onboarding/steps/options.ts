import type { SelectOption } from '@/ui/Select';

/** A map of codes to their Spanish names as the options of a select or a radio group. */
export const selectOptions = (names: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(names).map(([id, description]) => ({ id, description }));

export const radioOptions = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([id, text]) => ({ id, text }));

/** A yes/no answer as the radio group holds it, and back. */
export const yesNo = (value: boolean | null): 'SI' | 'NO' | '' =>
  value === null ? '' : value ? 'SI' : 'NO';
