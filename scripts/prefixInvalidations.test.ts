import { describe, expect, it } from 'vitest';
import { prefixInvalidations } from './prefixInvalidations';

// A generated mutation as orval writes it: its invalidation block names raw keys.
const mutation = (name: string, raw: string) =>
  `  const onSuccess = (data: Awaited<ReturnType<typeof ${name}>>, variables: V) => {\n` +
  `        if (!options?.skipInvalidation) {\n        ${raw}\n        }\n` +
  '        mutationOptions?.onSuccess?.(data, variables);\n      };\n';
const plainKey = (name: string, path: string) =>
  `const get${name}QueryKey = (params?: P,) => {\n    return [\n    \`${path}\`, ...(params ? [params]: [])\n    ] as const;\n    }\n`;
const pathKey = (name: string, template: string) =>
  `const get${name}QueryKey = (id: number,) => {\n    return [\n    \`${template}\`\n    ] as const;\n    }\n`;

describe('prefixInvalidations', () => {
  it('prefixes a plain query key with its service', () => {
    const source = plainKey('Listar', '/x') + mutation('guardar', 'queryClient.x();');
    const result = prefixInvalidations(source, 'main', { guardar: ['listar'] });
    expect(result).toContain(
      "queryClient.invalidateQueries({ queryKey: ['main', ...getListarQueryKey()] });",
    );
    expect(result).not.toContain('queryClient.x();');
  });

  it('also invalidates the infinite variant when the operation has one', () => {
    const source =
      plainKey('Listar', '/x') +
      "const getListarInfiniteQueryKey = () => ['infinite', '/x'];\n" +
      mutation('guardar', '');
    const result = prefixInvalidations(source, 'notifications', { guardar: ['listar'] });
    expect(result).toContain("queryKey: ['notifications', ...getListarQueryKey()]");
    expect(result).toContain("queryKey: ['notifications', ...getListarInfiniteQueryKey()]");
  });

  it('matches every cached key of a query with path parameters by its path template', () => {
    const source =
      pathKey('ObtenerCurso', '/cursos/seccion/${id}/detalle') +
      plainKey('Listar', '/x') +
      mutation('elegir', 'queryClient.invalidateQueries({ queryKey: getObtenerCursoQueryKey() });');
    const result = prefixInvalidations(source, 'main', { elegir: ['obtenerCurso', 'listar'] });
    const predicate = /predicate: \(query\) => (.+) \}\);/.exec(result)![1]!;
    const matches = new Function('query', `return ${predicate};`) as (q: object) => boolean;
    expect(matches({ queryKey: ['main', '/cursos/seccion/3120/detalle'] })).toBe(true);
    expect(matches({ queryKey: ['main', '/cursos/seccion/3120/detalle/x'] })).toBe(false);
    expect(matches({ queryKey: ['notifications', '/cursos/seccion/3120/detalle'] })).toBe(false);
    expect(result).toContain("queryKey: ['main', ...getListarQueryKey()]");
    expect(result).not.toContain('getObtenerCursoQueryKey()');
  });

  it('refuses an invalidation of a query the file does not hold', () => {
    expect(() =>
      prefixInvalidations(mutation('guardar', ''), 'main', { guardar: ['otra'] }),
    ).toThrow('guardar invalidates otra');
  });

  it('leaves files without those mutations alone', () => {
    const source = 'await queryClient.invalidateQueries({ queryKey: options.queryKey });';
    expect(prefixInvalidations(source, 'main', { guardar: ['listar'] })).toBe(source);
  });
});
