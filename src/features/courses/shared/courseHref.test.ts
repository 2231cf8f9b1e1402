import { describe, expect, it } from 'vitest';
import { courseHref, historyHref } from './courseHref';

describe('course addresses', () => {
  it('puts the section id after the course slug and the programme after it', () => {
    const href = courseHref({ slug: 'base-de-datos-ii', idSeccion: 3120, idProducto: 1 });
    expect(href).toBe('/estudiantes/cursos/base-de-datos-ii-3120/1');
  });

  it('names a programme history by slug and id, and a period one segment further', () => {
    const programme = { slug: 'desarrollo-de-software', idProducto: 1 };
    expect(historyHref(programme)).toBe(
      '/estudiantes/cursos/avance-curricular/historial-notas/desarrollo-de-software-1',
    );
    expect(historyHref(programme, '2025-II')).toBe(
      '/estudiantes/cursos/avance-curricular/historial-notas/desarrollo-de-software-1/2025-II',
    );
  });
});
