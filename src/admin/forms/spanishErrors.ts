import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { VALIDATION_MESSAGES } from '@/lib/validation';

const limit = (error: RJSFValidationError) => Number(error.params?.limit);

/** ajv's error, in the words of spec §5's field messages. */
function spanishMessage(error: RJSFValidationError): string {
  switch (error.name) {
    case 'required':
      return VALIDATION_MESSAGES.required;
    case 'minLength':
      return limit(error) <= 1
        ? VALIDATION_MESSAGES.required
        : VALIDATION_MESSAGES.minLength(limit(error));
    case 'maxLength':
      return VALIDATION_MESSAGES.maxLength;
    case 'minimum':
    case 'exclusiveMinimum':
      return VALIDATION_MESSAGES.minValue(limit(error));
    case 'maximum':
    case 'exclusiveMaximum':
      return VALIDATION_MESSAGES.maxValue;
    case 'type':
      return ['number', 'integer'].includes(String(error.params?.type))
        ? VALIDATION_MESSAGES.number
        : VALIDATION_MESSAGES.pattern;
    case 'format':
      if (error.params?.format === 'email') return VALIDATION_MESSAGES.email;
      if (['uri', 'url'].includes(String(error.params?.format))) return VALIDATION_MESSAGES.url;
      return VALIDATION_MESSAGES.pattern;
    case 'pattern':
      return VALIDATION_MESSAGES.pattern;
    default:
      // enum, const, oneOf and anything else: the value is not one the field accepts.
      return VALIDATION_MESSAGES.disallowedValues;
  }
}

/**
 * rjsf's transformErrors: every message in Spanish. A oneOf of constants also reports each
 * alternative's `const` failure; only the field's own error is kept.
 */
export const spanishErrors: ErrorTransformer = (errors) =>
  errors
    .filter((error) => error.name !== 'const')
    .map((error) => ({ ...error, message: spanishMessage(error), stack: spanishMessage(error) }));
