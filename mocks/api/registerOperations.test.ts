// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadHandlerModules } from './tagModules.ts';
import { handlersByService as assemble } from './handlersByService.ts';
import { bindOperations } from './registerOperations.ts';
import { loadSpecs, readSpec } from './spec.ts';

const specs = loadSpecs();
const main = specs.find((spec) => spec.service === 'main');
if (!main) throw new Error('generated/openapi/main.json is missing: run npm run generate');
const handlersByService = assemble(specs, await loadHandlerModules());

describe('binding the contract to handlers', () => {
  it('has a handler map for every bundled service and a handler for every operation', () => {
    for (const spec of specs) {
      expect(() => bindOperations(spec, handlersByService[spec.service])).not.toThrow();
    }
  });

  it('refuses to start when an operation has no handler', () => {
    const { listarMenu: _omitted, ...rest } = handlersByService.main;
    expect(() => bindOperations(main, rest)).toThrow(/Operations without a handler: listarMenu/);
  });

  it('refuses to start when a handler matches no operation', () => {
    const stray = { ...handlersByService.main, borrarTodo: () => null };
    expect(() => bindOperations(main, stray)).toThrow(/Handlers for no operation: borrarTodo/);
  });

  it('refuses operations without x-campus-roles or with unknown roles', () => {
    const document = (roles: unknown) => ({
      paths: {
        '/x': { get: { operationId: 'x', 'x-campus-roles': roles, responses: { 200: {} } } },
      },
    });
    expect(() => readSpec('demo', document(undefined))).toThrow(/x-campus-roles/);
    expect(() => readSpec('demo', document(['root']))).toThrow(/x-campus-roles/);
    expect(readSpec('demo', document(['alumno'])).operations[0]).toMatchObject({
      operationId: 'x',
      roles: ['alumno'],
    });
  });

  it('takes an integracion operation only alone and with the scopes a key needs', () => {
    const document = (roles: string[], scopes?: string[]) => ({
      paths: {
        '/x': {
          get: {
            operationId: 'x',
            'x-campus-roles': roles,
            ...(scopes && { 'x-campus-scopes': scopes }),
            responses: { 200: {} },
          },
        },
      },
    });
    expect(() => readSpec('demo', document(['integracion']))).toThrow(/x-campus-scopes/);
    expect(() => readSpec('demo', document(['integracion'], []))).toThrow(/x-campus-scopes/);
    expect(() => readSpec('demo', document(['integracion', 'alumno'], ['A']))).toThrow(
      /no other role/,
    );
    expect(readSpec('demo', document(['integracion'], ['A'])).operations[0]).toMatchObject({
      scopes: ['A'],
    });
  });
});
