export { digitsOnly, rejectSpaceKey, withoutSpaces } from './keyboard';
export { VALIDATION_MESSAGES } from './messages';
export { equalTo, firstError, maxLength, minLength, required } from './validators';
export { trimmed } from './trimmed';
export { allowedDomains, email, pattern, phone, url } from './formatValidators';
export {
  differentTo,
  disallowedValues,
  maxValue,
  minDate,
  minValue,
  number,
} from './valueValidators';
export type { Validator } from './validators';
export {
  BIRTH_DATE_MIN,
  DOCUMENT_PATTERNS,
  latestBirthDate,
  MIN_STUDENT_AGE,
  PERUVIAN_MOBILE,
  type DocumentType,
} from './personRules';
export {
  newPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_HINT,
} from './passwordRules';
