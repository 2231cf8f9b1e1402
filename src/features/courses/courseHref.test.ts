import { describe, expect, it } from 'vitest';
import { courseHref, sectionIdOf } from './courseHref';

describe('courseHref and sectionIdOf', () => {
  it('puts the section id after the course slug and the programme after it', () => {
    const href = courseHref({ slug: 'base-de-datos-ii', idSeccion: 3120, idProducto: 1 });
    expect(href).toBe('/estudiantes/cursos/base-de-datos-ii-3120/1');
    expect(sectionIdOf('base-de-datos-ii-3120')).toBe(3120);
  });

  it.each([undefined, '', 'base-de-datos', 'curso-0', 'curso-12a'])(
    'finds no section in %j',
    (slug) => {
      expect(sectionIdOf(slug)).toBeNull();
    },
  );
});
