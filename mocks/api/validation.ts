import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest, type FieldErrors } from './errors.ts';
import { addEdgeKeywords, withDecimalIntegers, withEdgeRules } from './schemaRules.ts';
import type { Operation, Parameter, ServiceSpec } from './spec.ts';
import { fieldOf, messageOf } from './validationMessages.ts';

type Json = Record<string, unknown>;

export interface RequestInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface ValidRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Validates one operation's request; throws a 400 ApiError listing every invalid field. */
export type RequestValidator = (input: RequestInput) => ValidRequest;

function createAjv(service: string, document: Json, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  addEdgeKeywords(ajv);
  // Schemas are compiled from inside the OpenAPI document, whose own keys are not JSON Schema.
  ajv.addVocabulary(['components', 'example']);
  ajv.addSchema({ $id: `campus:${service}`, components: withEdgeRules(document.components ?? {}) });
  return ajv;
}

/**
 * Points the bundle's internal `#/components/...` references at the document registered in ajv,
 * and adds the edge rules (schemaRules.ts) to what the operation declares in place.
 */
const anchorRefs = (schema: unknown, service: string): unknown =>
  withEdgeRules(anchorInternalRefs(schema, service));

function anchorInternalRefs(schema: unknown, service: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchorInternalRefs(item, service));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? [key, `campus:${service}${value}`]
        : [key, anchorInternalRefs(value, service)],
    ),
  );
}

function parametersSchema(
  parameters: Parameter[],
  location: 'path' | 'query',
  service: string,
): Json {
  const selected = parameters.filter((parameter) => parameter.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(
      selected.map((p) => [p.name, withDecimalIntegers(anchorRefs(p.schema ?? {}, service))]),
    ),
    required: selected.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

function collect(errors: FieldErrors, validate: ValidateFunction, location: string): void {
  collectErrors(errors, (validate.errors ?? []) as ErrorObject[], location);
}

function collectErrors(errors: FieldErrors, found: ErrorObject[], location: string): void {
  for (const error of found) {
    const field = fieldOf(error) || location;
    const message = messageOf(error);
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
}

function declaredOnly(values: Json, parameters: Parameter[], location: 'path' | 'query'): Json {
  const names = new Set(parameters.filter((p) => p.in === location).map((p) => p.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/** Checks a request body; answers the body as checked (defaults filled in) or its errors. */
type BodyCheck = { valid: true; body: unknown } | { valid: false; errors: ErrorObject[] };
type BodyValidator = (body: unknown) => BodyCheck;

/**
 * A body that is one of several shapes (a spec-shaped save taking a create form or an edit form)
 * is checked against each shape on its own: ajv's `oneOf` would mix every shape's complaints
 * (and fill no defaults), while the user needs those of the shape they meant, the closest one.
 */
function compileBody(schema: Json, ajv: Ajv2020, service: string): BodyValidator {
  const shapes = Array.isArray(schema.oneOf) ? (schema.oneOf as Json[]) : [schema];
  const validators = shapes.map((shape) => ajv.compile(anchorRefs(shape, service) as Json));
  return (body) => {
    const attempts = validators.map((validate): BodyCheck => {
      // Copies: ajv fills defaults in place. A missing body is checked as an empty object so
      // each required field is named.
      const copy = structuredClone(body ?? {});
      return validate(copy)
        ? { valid: true, body: copy }
        : { valid: false, errors: (validate.errors ?? []) as ErrorObject[] };
    });
    const passed = attempts.filter((attempt) => attempt.valid);
    if (passed.length === 1) return passed[0]!;
    if (passed.length > 1) {
      const ambiguous = { keyword: 'oneOf', instancePath: '', schemaPath: '#/oneOf', params: {} };
      return { valid: false, errors: [ambiguous] };
    }
    const size = (attempt: BodyCheck) => (attempt.valid ? 0 : attempt.errors.length);
    return attempts.reduce((closest, attempt) =>
      size(attempt) < size(closest) ? attempt : closest,
    );
  };
}

function compileOperation(
  operation: Operation,
  strict: Ajv2020,
  coercing: Ajv2020,
): RequestValidator {
  const { service, parameters, requestBody } = operation;
  const validateParams = coercing.compile(parametersSchema(parameters, 'path', service));
  const validateQuery = coercing.compile(parametersSchema(parameters, 'query', service));
  const validateBody = requestBody
    ? compileBody(requestBody.schema as Json, strict, service)
    : null;

  return ({ params, query, body }) => {
    // Copies: ajv coerces and fills defaults in place.
    const validParams = declaredOnly({ ...(params as Json) }, parameters, 'path');
    const validQuery = declaredOnly({ ...(query as Json) }, parameters, 'query');
    const checkedBody = validateBody?.(body);
    const errors: FieldErrors = {};
    if (!validateParams(validParams)) collect(errors, validateParams, 'params');
    if (!validateQuery(validQuery)) collect(errors, validateQuery, 'query');
    if (checkedBody?.valid === false) collectErrors(errors, checkedBody.errors, 'body');
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    return {
      params: validParams,
      query: validQuery,
      body: checkedBody?.valid ? checkedBody.body : undefined,
    };
  };
}

// Compiling a spec's schemas was a third of the demo API tests' CPU time: each test API compiled
// them again. The validators keep no state of their own, so every API built from one spec object
// (loadSpecs keeps it while its file is unchanged) shares them.
const compiled = new WeakMap<ServiceSpec, Map<string, RequestValidator>>();

/** One request validator per operationId, compiled from the spec's own schemas. */
export function createValidators(spec: ServiceSpec): Map<string, RequestValidator> {
  const known = compiled.get(spec);
  if (known) return known;
  const strict = createAjv(spec.service, spec.document, false);
  const coercing = createAjv(spec.service, spec.document, true);
  const validators = new Map(
    spec.operations.map((op) => [op.operationId, compileOperation(op, strict, coercing)]),
  );
  compiled.set(spec, validators);
  return validators;
}
