import { describe, expect, it } from 'vitest';
import { invalidationRules, operationsOf } from './contractOperations.ts';

const bundle = {
  paths: {
    '/auth/login': { post: { operationId: 'iniciarSesion', 'x-campus-credentials': true } },
    '/publicacion/guardar': {
      post: {
        operationId: 'guardarPublicacion',
        'x-campus-invalidates': ['listarPublicaciones'],
        'x-campus-form': true,
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Publicacion' } } },
        },
      },
    },
    '/publicacion/listar': { get: { operationId: 'listarPublicaciones' } },
  },
};

describe('contract operations', () => {
  it('reads the campus extensions of every operation', () => {
    expect(operationsOf(bundle)).toEqual([
      {
        operationId: 'iniciarSesion',
        method: 'POST',
        path: '/auth/login',
        credentials: true,
        invalidates: [],
        formSchema: null,
      },
      {
        operationId: 'guardarPublicacion',
        method: 'POST',
        path: '/publicacion/guardar',
        credentials: false,
        invalidates: ['listarPublicaciones'],
        formSchema: 'Publicacion',
      },
      {
        operationId: 'listarPublicaciones',
        method: 'GET',
        path: '/publicacion/listar',
        credentials: false,
        invalidates: [],
        formSchema: null,
      },
    ]);
  });

  it('refuses x-campus-form on an operation whose body is not a component schema', () => {
    const inline = {
      paths: {
        '/x': {
          put: {
            operationId: 'x',
            'x-campus-form': true,
            requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
    };
    expect(() => operationsOf(inline)).toThrow(/x-campus-form needs a JSON request body/);
  });

  it("turns x-campus-invalidates into orval's mutationInvalidates rules", () => {
    expect(invalidationRules(bundle)).toEqual([
      { onMutations: ['guardarPublicacion'], invalidates: ['listarPublicaciones'] },
    ]);
  });
});
