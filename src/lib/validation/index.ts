export { digitsOnly, rejectSpaceKey, withoutSpaces } from './keyboard';
export { VALIDATION_MESSAGES } from './messages';
export { useField } from './useField';
export { useFormSubmit } from './useFormSubmit';
export type { Field } from './useField';
export {
  allowedDomains,
  differentTo,
  disallowedValues,
  email,
  equalTo,
  firstError,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  number,
  pattern,
  phone,
  required,
  url,
} from './validators';
export type { Validator } from './validators';
