import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest, type FieldErrors } from './errors.ts';
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
  // Schemas are compiled from inside the OpenAPI document, whose own keys are not JSON Schema.
  ajv.addVocabulary(['components', 'example']);
  ajv.addSchema({ $id: `campus:${service}`, components: document.components ?? {} });
  return ajv;
}

/** Points the bundle's internal `#/components/...` references at the document registered in ajv. */
function anchorRefs(schema: unknown, service: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchorRefs(item, service));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? [key, `campus:${service}${value}`]
        : [key, anchorRefs(value, service)],
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
      selected.map((p) => [p.name, anchorRefs(p.schema ?? {}, service)]),
    ),
    required: selected.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

function collect(errors: FieldErrors, validate: ValidateFunction, location: string): void {
  for (const error of (validate.errors ?? []) as ErrorObject[]) {
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

function compileOperation(
  operation: Operation,
  strict: Ajv2020,
  coercing: Ajv2020,
): RequestValidator {
  const { service, parameters, requestBody } = operation;
  const validateParams = coercing.compile(parametersSchema(parameters, 'path', service));
  const validateQuery = coercing.compile(parametersSchema(parameters, 'query', service));
  const validateBody = requestBody
    ? strict.compile(anchorRefs(requestBody.schema, service) as Json)
    : null;

  return ({ params, query, body }) => {
    // Copies: ajv coerces and fills defaults in place.
    const validParams = declaredOnly({ ...(params as Json) }, parameters, 'path');
    const validQuery = declaredOnly({ ...(query as Json) }, parameters, 'query');
    // A missing body is checked as an empty object so each required field is named.
    const validBody = validateBody ? structuredClone(body ?? {}) : undefined;
    const errors: FieldErrors = {};
    if (!validateParams(validParams)) collect(errors, validateParams, 'params');
    if (!validateQuery(validQuery)) collect(errors, validateQuery, 'query');
    if (validateBody && !validateBody(validBody)) collect(errors, validateBody, 'body');
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    return { params: validParams, query: validQuery, body: validBody };
  };
}

/** One request validator per operationId, compiled from the spec's own schemas. */
export function createValidators(spec: ServiceSpec): Map<string, RequestValidator> {
  const strict = createAjv(spec.service, spec.document, false);
  const coercing = createAjv(spec.service, spec.document, true);
  return new Map(
    spec.operations.map((op) => [op.operationId, compileOperation(op, strict, coercing)]),
  );
}
