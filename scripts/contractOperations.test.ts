import { describe, expect, it } from 'vitest';
import { invalidationsOf, operationsOf } from './contractOperations.ts';

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
    '/usuario/flujo': { post: { operationId: 'consultarFlujoUsuario', 'x-campus-query': true } },
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
        query: false,
        formSchemas: [],
      },
      {
        operationId: 'guardarPublicacion',
        method: 'POST',
        path: '/publicacion/guardar',
        credentials: false,
        invalidates: ['listarPublicaciones'],
        query: false,
        formSchemas: ['Publicacion'],
      },
      {
        operationId: 'listarPublicaciones',
        method: 'GET',
        path: '/publicacion/listar',
        credentials: false,
        invalidates: [],
        query: false,
        formSchemas: [],
      },
      {
        operationId: 'consultarFlujoUsuario',
        method: 'POST',
        path: '/usuario/flujo',
        credentials: false,
        invalidates: [],
        query: true,
        formSchemas: [],
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

  it('reads the forms of a spec-shaped save from a list of schema names', () => {
    const save = (form: unknown) => ({
      paths: { '/x/guardar': { post: { operationId: 'guardarX', 'x-campus-form': form } } },
    });
    expect(operationsOf(save(['XNuevo', 'XCambios']))[0]!.formSchemas).toEqual([
      'XNuevo',
      'XCambios',
    ]);
    expect(() => operationsOf(save([]))).toThrow(/true or a list/);
    expect(() => operationsOf(save('XNuevo'))).toThrow(/true or a list/);
  });

  it("turns x-campus-invalidates into each mutation's stale queries with their paths", () => {
    const withDetail = {
      paths: {
        ...bundle.paths,
        '/publicacion/{id}': { get: { operationId: 'consultarPublicacion' } },
        '/publicacion/{id}/editar': {
          put: {
            operationId: 'editarPublicacion',
            'x-campus-invalidates': [
              'listarPublicaciones',
              'consultarPublicacion',
              'consultarFlujoUsuario',
            ],
          },
        },
      },
    };
    expect(invalidationsOf(withDetail)).toEqual({
      guardarPublicacion: [{ query: 'listarPublicaciones', path: '/publicacion/listar' }],
      editarPublicacion: [
        { query: 'listarPublicaciones', path: '/publicacion/listar' },
        { query: 'consultarPublicacion', path: '/publicacion/{id}' },
        // A read sent as POST and marked x-campus-query is a query too.
        { query: 'consultarFlujoUsuario', path: '/usuario/flujo' },
      ],
    });
  });

  it('refuses an invalidation of something that is no query of the contract', () => {
    const stale = (query: string) => ({
      paths: {
        ...bundle.paths,
        '/x': { post: { operationId: 'x', 'x-campus-invalidates': [query] } },
      },
    });
    expect(() => invalidationsOf(stale('otra'))).toThrow(/x: x-campus-invalidates names otra/);
    expect(() => invalidationsOf(stale('iniciarSesion'))).toThrow(/no query \(GET\)/);
  });
});
