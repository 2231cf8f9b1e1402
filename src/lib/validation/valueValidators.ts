import { VALIDATION_MESSAGES as M } from './messages';
import { rule, type Validator } from './validators';

// Numbers, dates, and values compared with others or with a forbidden list.
export const number = (): Validator =>
  rule((value) => /^-?\d+([.,]\d+)?$/.test(value.trim()), M.number);

export const minValue = (min: number): Validator =>
  rule((value) => Number(value.replace(',', '.')) >= min, M.minValue(min));

export const maxValue = (max: number): Validator =>
  rule((value) => Number(value.replace(',', '.')) <= max, M.maxValue);

/** 'YYYY-MM-DD' or ISO date-time on or after the minimum. */
export const minDate = (min: Date): Validator =>
  rule((value) => {
    const time = new Date(value).getTime();
    return !Number.isNaN(time) && time >= min.getTime();
  }, M.minDate);

export const differentTo = (other: string): Validator =>
  rule((value) => value !== other, M.differentTo);

export const disallowedValues = (values: readonly string[]): Validator =>
  rule(
    (value) => !values.some((item) => item.toLowerCase() === value.trim().toLowerCase()),
    M.disallowedValues,
  );
