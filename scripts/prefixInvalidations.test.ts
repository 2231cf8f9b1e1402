import { describe, expect, it } from 'vitest';
import { prefixInvalidations } from './prefixInvalidations';

const call = (getter: string) => `queryClient.invalidateQueries({ queryKey: ${getter}() });`;

describe('prefixInvalidations', () => {
  it('prefixes a plain query key with its service', () => {
    const source = `const getListarQueryKey = () => ['/x'];\n${call('getListarQueryKey')}`;
    expect(prefixInvalidations(source, 'main')).toContain(
      "queryClient.invalidateQueries({ queryKey: ['main', ...getListarQueryKey()] });",
    );
  });

  it('also invalidates the infinite variant when the operation has one', () => {
    const source =
      "const getListarInfiniteQueryKey = () => ['infinite', '/x'];\n" + call('getListarQueryKey');
    const result = prefixInvalidations(source, 'notifications');
    expect(result).toContain("queryKey: ['notifications', ...getListarQueryKey()]");
    expect(result).toContain("queryKey: ['notifications', ...getListarInfiniteQueryKey()]");
  });

  it('prefixes each key of a mutation that makes several queries stale', () => {
    const source =
      "const getBInfiniteQueryKey = () => ['infinite', '/b'];\n" +
      'queryClient.invalidateQueries({ predicate: (query) => [getAQueryKey(), getBQueryKey()]' +
      '.some((queryKey) => matchQuery({ queryKey }, query)) });';
    const result = prefixInvalidations(source, 'main');
    expect(result).not.toContain('predicate');
    expect(result).toContain("queryKey: ['main', ...getAQueryKey()]");
    expect(result).toContain("queryKey: ['main', ...getBQueryKey()]");
    expect(result).toContain("queryKey: ['main', ...getBInfiniteQueryKey()]");
  });

  it('leaves every other line alone', () => {
    const source = 'await queryClient.invalidateQueries({ queryKey: options.queryKey });';
    expect(prefixInvalidations(source, 'main')).toBe(source);
  });
});
