import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formValidatorModule } from './formValidators.ts';

const schema: RJSFSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nombre', 'genero'],
  properties: {
    nombre: { type: 'string', minLength: 2, maxLength: 5, pattern: '^[a-z]+$' },
    genero: { type: 'string', oneOf: [{ const: 'F' }, { const: 'M' }] },
    orden: { type: 'integer', minimum: 1 },
  },
};

const samples = [
  { nombre: 'ab', genero: 'F' },
  { nombre: 'a', genero: 'F' },
  { nombre: 'abcdef', genero: 'M' },
  { nombre: 'ab1', genero: 'M' },
  { nombre: 'ab', genero: 'X' },
  { nombre: 'ab', genero: 'F', orden: 0 },
  { nombre: 'ab', genero: 'F', otro: true },
  { genero: 'F' },
];

describe('formValidatorModule', () => {
  it('writes an ES module whose validators judge every value as ajv itself does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-forms-'));
    try {
      const file = join(dir, 'validators.mjs');
      writeFileSync(file, formValidatorModule('Prueba', schema));
      const { default: fns } = await import(pathToFileURL(file).href);
      const precompiled = createPrecompiledValidator(fns, schema);
      const live = customizeValidator();
      for (const sample of samples) {
        const names = (validator: ValidatorType) =>
          validator.validateFormData(sample, schema).errors.map((e) => `${e.property} ${e.name}`);
        expect(names(precompiled), JSON.stringify(sample)).toEqual(names(live));
      }
      expect(precompiled.isValid(schema, samples[0], schema)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no eval and no require left: the CSP allows it and the bundler takes it', () => {
    const code = formValidatorModule('Prueba', schema);
    expect(code).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|\bexports\[/);
    expect(code).toMatch(/^export default \{/m);
  });
});
