import type { SchemaValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

/**
 * The keyword every text of the contract gets (`x-campus-text`): the value is trimmed before the
 * other keywords see it (a title of spaces is an empty title, refused by its `minLength`), and
 * control characters (NUL and the rest of C0 but tab and line breaks, DEL) are refused. Secrets
 * (`format: password`) are compared as typed, so they are left as they are. Bidirectional controls
 * (embeddings, overrides and isolates, U+202A–U+202E and U+2066–U+2069) are refused too: they make
 * a text read differently from what it stores ('gpj.exe' shown as 'exe.jpg').
 */
export const TEXT_KEYWORD = 'x-campus-text';

// Matching control characters is this expression's whole point.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/**
 * The keyword a path or query integer gets (`x-campus-decimal`): its text is plain decimal digits,
 * optionally signed. ajv's coercion reads any JavaScript number form ('0x3e9', '1.001e3',
 * '0b1111101001' all became 1001), so one id had several spellings.
 */
export const DECIMAL_KEYWORD = 'x-campus-decimal';
const DECIMAL = /^-?[0-9]+$/;

/**
 * Integers stored by SQLite (64 bits) and read back by JavaScript (53 bits): any integer the
 * contract leaves unbounded gets JavaScript's safe range, so a stored row can always be read.
 */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

const typesOf = (schema: Json): unknown[] => [schema.type].flat();

// Keywords whose value is a map from names (fields, schemas) to schemas.
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'schemas',
]);
// Keywords whose value is data, not a schema.
const VALUES = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** The schema with the campus' edge rules added to every text and integer it declares. */
export function withEdgeRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withEdgeRules);
  if (schema === null || typeof schema !== 'object') return schema;
  const ruled: Json = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (VALUES.has(key)) return [key, value];
      if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object')
        return [key, mapValues(value as Json, withEdgeRules)];
      return [key, withEdgeRules(value)];
    }),
  );
  const types = typesOf(ruled);
  if (types.includes('string') && ruled.format !== 'password') ruled[TEXT_KEYWORD] = true;
  if (types.includes('integer')) {
    if (ruled.maximum === undefined && ruled.exclusiveMaximum === undefined)
      ruled.maximum = SAFE_INTEGER;
    if (ruled.minimum === undefined && ruled.exclusiveMinimum === undefined)
      ruled.minimum = -SAFE_INTEGER;
  }
  return ruled;
}

/**
 * A path or query parameter's schema with its integers (alone or as array items) checked as
 * decimal text first: the check sits in an `allOf` branch without a type, so it sees the text as
 * sent, before the other branch coerces it to a number.
 */
export function withDecimalIntegers(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const json = schema as Json;
  if (typesOf(json).includes('integer')) {
    // ajv fills defaults only from a property's own schema, so the default stays outside.
    const wrapped: Json = { allOf: [{ [DECIMAL_KEYWORD]: true }, json] };
    if (json.default !== undefined) wrapped.default = json.default;
    return wrapped;
  }
  if (typesOf(json).includes('array') && json.items)
    return { ...json, items: withDecimalIntegers(json.items) };
  return json;
}

const mapValues = (map: Json, change: (value: unknown) => unknown): Json =>
  Object.fromEntries(Object.entries(map).map(([name, value]) => [name, change(value)]));

/** Refuses control characters and trims the rest, in place (ajv's `modifying` keyword). */
const checkText: SchemaValidateFunction = function (_enabled, data: string, _schema, context) {
  if (CONTROL_CHARACTERS.test(data)) {
    // ajv adds where the value sits (instancePath) to errors that leave it out.
    checkText.errors = [{ keyword: TEXT_KEYWORD, params: {} }];
    return false;
  }
  const trimmed = data.trim();
  if (trimmed !== data && context?.parentData) {
    (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = trimmed;
  }
  return true;
};

/** Refuses a parameter integer written other than in decimal digits; leaves non-text to `type`. */
const checkDecimal: SchemaValidateFunction = function (_enabled, data: unknown) {
  if (typeof data !== 'string' || DECIMAL.test(data)) return true;
  checkDecimal.errors = [{ keyword: DECIMAL_KEYWORD, params: {} }];
  return false;
};

/** Teaches `ajv` the keywords that `withEdgeRules` and `withDecimalIntegers` add. */
export function addEdgeKeywords(ajv: Ajv2020): void {
  ajv.addKeyword({ keyword: DECIMAL_KEYWORD, errors: true, validate: checkDecimal });
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    modifying: true,
    // Before the length, pattern and format checks, so they judge the trimmed text.
    before: 'maxLength',
    errors: true,
    validate: checkText,
  });
}
