import { describe, expect, it } from 'vitest';
import { areaRoute, defineRoutes } from './defineRoutes';
import { mergeRouteTables } from './mergeRouteTables';

const open = areaRoute('public');

describe('mergeRouteTables', () => {
  it('joins tables by route name', () => {
    const merged = mergeRouteTables(
      defineRoutes({ a: open('/a', 'A') }),
      defineRoutes({ b: open('/b/:id', 'B') }),
    );
    expect(Object.keys(merged)).toEqual(['a', 'b']);
    expect(merged.b.getHref({ id: 7 })).toBe('/b/7');
  });

  it('refuses two routes with the same name', () => {
    expect(() =>
      mergeRouteTables(defineRoutes({ a: open('/a', 'A') }), defineRoutes({ a: open('/z', 'Z') })),
    ).toThrow("Two routes are named 'a'");
  });

  it('refuses two routes with the same path, whatever their parameters are called', () => {
    expect(() =>
      mergeRouteTables(
        defineRoutes({ a: open('/x/:id/:tab?', 'A') }),
        defineRoutes({ b: open('/x/:slug/:other?', 'B') }),
      ),
    ).toThrow("Routes 'a' and 'b' share the path /x/:slug/:other?");
  });

  it('keeps routes whose paths differ only by an optional segment apart', () => {
    const merged = mergeRouteTables(
      defineRoutes({ a: open('/x/:id', 'A') }),
      defineRoutes({ b: open('/x/:id?', 'B') }),
    );
    expect(Object.keys(merged)).toEqual(['a', 'b']);
  });
});
