import type { ErrorObject } from 'ajv';
import { DECIMAL_KEYWORD, TEXT_KEYWORD } from './schemaRules.ts';
import { texts } from './texts.ts';

const { validation } = texts;

/** Dotted name of the field an ajv error is about (`''` for the whole value). */
export function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.');
}

const numericTypes = new Set(['integer', 'number']);

/** The Spanish message of spec §5 that matches an ajv error. */
export function messageOf(error: ErrorObject): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return validation.required;
    case 'additionalProperties':
      return validation.unknownField;
    case 'type': {
      const types = [params.type].flat().join(',').split(',');
      return types.some((type) => numericTypes.has(type))
        ? validation.number
        : validation.invalidValue;
    }
    case 'minLength':
      // An empty string in a field that needs text reads as a missing field to the user.
      return params.limit === 1 ? validation.required : validation.minLength(params.limit);
    case 'maxLength':
      return validation.maxLength;
    case 'minimum':
    case 'exclusiveMinimum':
      return validation.minimum(params.limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return validation.maximum;
    case 'pattern':
      return validation.format;
    case 'format':
      if (params.format === 'email') return validation.email;
      if (params.format === 'uri' || params.format === 'url') return validation.url;
      return validation.format;
    case TEXT_KEYWORD:
      return validation.controlCharacters;
    case DECIMAL_KEYWORD:
      return validation.number;
    default:
      return validation.invalidValue;
  }
}
