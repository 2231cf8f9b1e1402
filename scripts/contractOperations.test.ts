import { describe, expect, it } from 'vitest';
import { invalidationRules, operationsOf } from './contractOperations.ts';

const bundle = {
  paths: {
    '/auth/login': { post: { operationId: 'iniciarSesion', 'x-campus-credentials': true } },
    '/publicacion/guardar': {
      post: { operationId: 'guardarPublicacion', 'x-campus-invalidates': ['listarPublicaciones'] },
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
      },
      {
        operationId: 'guardarPublicacion',
        method: 'POST',
        path: '/publicacion/guardar',
        credentials: false,
        invalidates: ['listarPublicaciones'],
      },
      {
        operationId: 'listarPublicaciones',
        method: 'GET',
        path: '/publicacion/listar',
        credentials: false,
        invalidates: [],
      },
    ]);
  });

  it("turns x-campus-invalidates into orval's mutationInvalidates rules", () => {
    expect(invalidationRules(bundle)).toEqual([
      { onMutations: ['guardarPublicacion'], invalidates: ['listarPublicaciones'] },
    ]);
  });
});
