import { VALIDATION_MESSAGES as M } from './messages';

/** Answers the error message for a value, or null when it is valid. */
export type Validator = (value: string) => string | null;

const isBlank = (value: string) => value.trim() === '';

// Every rule but `required` accepts an empty value: emptiness is `required`'s business.
const rule =
  (isValid: (value: string) => boolean, message: string): Validator =>
  (value) =>
    isBlank(value) || isValid(value) ? null : message;

export const required = (): Validator => (value) => (isBlank(value) ? M.required : null);

export const email = (): Validator =>
  rule((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), M.email);

export const minLength = (min: number): Validator =>
  rule((value) => value.length >= min, M.minLength(min));

export const maxLength = (max: number): Validator =>
  rule((value) => value.length <= max, M.maxLength);

export const number = (): Validator =>
  rule((value) => /^-?\d+([.,]\d+)?$/.test(value.trim()), M.number);

export const minValue = (min: number): Validator =>
  rule((value) => Number(value.replace(',', '.')) >= min, M.minValue(min));

export const maxValue = (max: number): Validator =>
  rule((value) => Number(value.replace(',', '.')) <= max, M.maxValue);

/** Peruvian mobile: 9 followed by 8 digits (spec §5); empty is allowed. */
export const phone = (): Validator => rule((value) => /^9\d{8}$/.test(value.trim()), M.phone);

export const equalTo =
  (other: string): Validator =>
  (value) =>
    isBlank(value) || value === other ? null : M.equalTo;

export const differentTo = (other: string): Validator =>
  rule((value) => value !== other, M.differentTo);

export const pattern = (regex: RegExp): Validator => rule((value) => regex.test(value), M.pattern);

export const url = (): Validator =>
  rule((value) => {
    try {
      const parsed = new URL(value.trim());
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  }, M.url);

/** E-mail or URL host must end in one of the domains (e.g. 'horizonte.edu.pe'). */
export const allowedDomains = (domains: readonly string[]): Validator =>
  rule((value) => {
    const host = (value.includes('@') ? value.split('@').pop() : value.replace(/^https?:\/\//, ''))
      ?.split('/')[0]
      ?.toLowerCase();
    return domains.some((domain) => host === domain || host?.endsWith(`.${domain}`));
  }, M.allowedDomains);

export const disallowedValues = (values: readonly string[]): Validator =>
  rule(
    (value) => !values.some((item) => item.toLowerCase() === value.trim().toLowerCase()),
    M.disallowedValues,
  );

/** 'YYYY-MM-DD' or ISO date-time on or after the minimum. */
export const minDate = (min: Date): Validator =>
  rule((value) => {
    const time = new Date(value).getTime();
    return !Number.isNaN(time) && time >= min.getTime();
  }, M.minDate);

/** spec §5: only the first failing rule's message is shown. */
export function firstError(value: string, validators: readonly Validator[]): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}
