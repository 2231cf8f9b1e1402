import { describe, expect, it } from 'vitest';
import type { CursoAlumno } from '@generated/main/model';
import { cursoAlumno } from '@/test/courses';
import { groupCourses } from './grouping';

let nextId = 3100;
const course = (changes: Partial<CursoAlumno>): CursoAlumno =>
  cursoAlumno({ idSeccion: nextId++, ...changes });

describe('groupCourses', () => {
  it('groups by programme in the order given, autonomous units first, modules in order, by name', () => {
    const groups = groupCourses([
      course({ nombre: 'Base de Datos II', codigoModulo: 'CIII' }),
      course({
        nombre: 'Excel Empresarial',
        idProducto: 9,
        nombreProducto: 'Ofimática',
        codigoModulo: '00',
        isExtension: true,
      }),
      course({ nombre: 'Base de Datos I', codigoModulo: 'CII' }),
      course({ nombre: 'Unidad Autónoma', isAutonomous: true }),
      course({ nombre: 'Algoritmos', codigoModulo: 'CIII' }),
    ]);
    expect(groups.map((group) => group.nombreProducto)).toEqual([
      'Desarrollo de Software',
      'Ofimática',
    ]);
    const [career, extension] = groups;
    expect(career!.autonomous.map((c) => c.nombre)).toEqual(['Unidad Autónoma']);
    expect(career!.modules.map((m) => [m.label, m.courses.map((c) => c.nombre)])).toEqual([
      ['CII', ['Base de Datos I']],
      ['CIII', ['Algoritmos', 'Base de Datos II']],
    ]);
    expect(extension!.isExtension).toBe(true);
    expect(extension!.modules.map((m) => m.label)).toEqual(['Módulo único']);
  });

  it('leaves out a course whose module code is not valid', () => {
    const groups = groupCourses([
      course({ nombre: 'Válido', codigoModulo: 'CXII' }),
      course({ nombre: 'Inválido', codigoModulo: 'CXIII' as CursoAlumno['codigoModulo'] }),
    ]);
    expect(groups[0]!.modules.flatMap((m) => m.courses.map((c) => c.nombre))).toEqual(['Válido']);
  });

  it('answers no groups for no courses', () => {
    expect(groupCourses([])).toEqual([]);
  });
});
