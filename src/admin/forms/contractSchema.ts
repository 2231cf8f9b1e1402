import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import mainContract from '@generated/openapi/main.json';

type SchemaName = keyof typeof mainContract.components.schemas;

/**
 * A schema of the bundled main contract, the one the demo API validates requests with: a form
 * built from it gains a field (and its rules) when the contract gains a property.
 */
export function contractSchema(name: SchemaName): RJSFSchema {
  return mainContract.components.schemas[name] as RJSFSchema;
}

/**
 * The record's values for the schema's own properties: what a form shows and sends. A null is an
 * empty field (a parameter without valor2), which the form leaves out rather than send as null.
 */
export function pickSchemaValues(schema: RJSFSchema, source: object = {}) {
  const record = source as Record<string, unknown>;
  const names = Object.keys(schema.properties ?? {});
  return Object.fromEntries(
    names
      .filter((name) => record[name] !== undefined && record[name] !== null)
      .map((name) => [name, record[name]]),
  );
}

/** What an admin form needs from the contract: the schema and its validators, compiled ahead. */
export interface ContractForm {
  schema: RJSFSchema;
  validator: ValidatorType;
}

/**
 * A form of the contract: `validateFns` is the module `npm run generate` wrote for the schema
 * (generated/forms/<name>.ts), since the CSP forbids ajv from compiling in the browser.
 */
export function contractForm(name: SchemaName, validateFns: ValidatorFunctions): ContractForm {
  const schema = contractSchema(name);
  return { schema, validator: createPrecompiledValidator(validateFns, schema) };
}
