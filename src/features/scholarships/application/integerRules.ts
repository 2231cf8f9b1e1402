import { maxValue, minValue, number, type Validator } from '@/lib/validation';

/** A whole number typed as digits, within the contract's bounds. */
export const integerRules = (min: number, max: number): Validator[] => [
  number(),
  minValue(min),
  maxValue(max),
];

/** The form's string for a saved number, empty when none is saved. */
export const asText = (value: number | undefined) => (value === undefined ? '' : String(value));
