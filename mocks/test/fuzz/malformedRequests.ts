import type { InjectOptions } from 'fastify';
import type { Operation } from '../../api/spec.ts';

type Json = Record<string, unknown>;

/**
 * Text that must never reach an SQL statement: the fuzz run checks every statement prepared while
 * it runs for it. It reads as an injection attempt, as an attacker would send it.
 */
export const SQL_MARKER = "zq' OR 1=1 --";

/** Deeper than the demo API reads (api/jsonDepth.ts), built without recursion. */
const deeplyNested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));

// What each kind of value is replaced with, in turn. Each is something a form or a careless
// client would never send, and each must come back as a 4xx with a Spanish message.
// Other number forms ('0x3e9', '1.001e3', '0b1111101001' read 1001) name no id: decimal digits only.
const BAD_INTEGERS = [
  '99999999999999999999999',
  '9007199254740993',
  '1e308',
  '-1',
  'abc',
  '',
  '0x3e9',
  '1.001e3',
  '0b1111101001',
];
// A right-to-left override makes 'gpj.exe' read 'exe.jpg'.
const RIGHT_TO_LEFT = 'factura\u202egpj.exe';
const BAD_TEXTS = [
  SQL_MARKER,
  '   ',
  '\u0000',
  'a'.repeat(5000),
  '',
  `${SQL_MARKER}\u001b`,
  RIGHT_TO_LEFT,
  'a\u2066b\u2069',
];
const BAD_BODY_VALUES: unknown[] = [
  // One past JavaScript's safe range: JSON.parse reads it as 2^53, already out of bounds.
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  SQL_MARKER,
  ' \t ',
  'a\u0000b',
  RIGHT_TO_LEFT,
  'x'.repeat(20_000),
  { [SQL_MARKER]: SQL_MARKER },
  [SQL_MARKER],
  null,
  true,
  deeplyNested(20),
];
const BAD_BODIES: unknown[] = [[], 'texto', 0, null, deeplyNested(40), { [SQL_MARKER]: 1 }];

/** A schema's declared properties, following one level of allOf / oneOf (the first shape). */
function propertiesOf(schema: Json | undefined): string[] {
  if (!schema) return [];
  const shape = (Array.isArray(schema.oneOf) ? schema.oneOf[0] : schema) as Json;
  const own = Object.keys((shape.properties as Json | undefined) ?? {});
  const merged = Array.isArray(shape.allOf)
    ? (shape.allOf as Json[]).flatMap((part) => Object.keys((part.properties as Json) ?? {}))
    : [];
  return [...new Set([...own, ...merged])];
}

const typeOf = (schema: Json | undefined) => [schema?.type].flat().join(',');

/**
 * Malformed requests for one operation: each path and query parameter and each body field in turn
 * given a value it must refuse, and whole bodies of the wrong shape. `valid` fills the rest with
 * the contract's own examples so that one value at a time is wrong; `pick` rotates the bad values
 * so that every operation meets each kind without a request per pair.
 */
export function malformedRequests(
  operation: Operation,
  valid: {
    url: (overrides?: Record<string, string>) => string;
    query: Record<string, string>;
    body: unknown;
  },
): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const base = { method: operation.method, url: `/api/${operation.service}${valid.url()}` };
  let turn = 0;
  const pick = <T>(values: readonly T[]): T => values[turn++ % values.length]!;

  for (const parameter of operation.parameters) {
    const bad = typeOf(parameter.schema).includes('integer') ? BAD_INTEGERS : BAD_TEXTS;
    for (let i = 0; i < 2; i++) {
      const value = pick(bad);
      if (parameter.in === 'path') {
        requests.push({
          ...base,
          url: `/api/${operation.service}${valid.url({ [parameter.name]: encodeURIComponent(value) })}`,
          query: valid.query,
        });
      } else if (parameter.in === 'query') {
        requests.push({ ...base, query: { ...valid.query, [parameter.name]: value } });
      }
    }
  }

  if (operation.requestBody && !operation.requestBody.multipart) {
    for (const body of BAD_BODIES)
      requests.push({
        ...base,
        query: valid.query,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const validBody = (valid.body && typeof valid.body === 'object' ? valid.body : {}) as Json;
    for (const field of propertiesOf(operation.requestBody.schema)) {
      for (let i = 0; i < 2; i++) {
        requests.push({
          ...base,
          query: valid.query,
          payload: JSON.stringify({ ...validBody, [field]: pick(BAD_BODY_VALUES) }),
          headers: { 'content-type': 'application/json' },
        });
      }
    }
  }
  return requests;
}
