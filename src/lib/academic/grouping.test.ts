import { describe, expect, it } from 'vitest';
import type { CursoAlumno } from '@generated/main/model';
import { groupCourses } from './grouping';

let nextId = 3100;
const course = (changes: Partial<CursoAlumno>): CursoAlumno => ({
  idSeccion: nextId++,
  nombre: 'Curso',
  slug: 'curso',
  nombreProducto: 'Desarrollo de Software',
  idProducto: 1,
  codigoModulo: 'CIII',
  nombreModulo: 'Ciclo III',
  fechaInicio: '2026-08-17',
  fechaFin: '2026-12-11',
  esDual: false,
  esMoodle: false,
  showMoodle: false,
  codigoFormula: 'FR-01',
  codigoPeriodo: '2026-II',
  codigoGrupo: '3M1',
  sede: 'Sede Lima Norte',
  horarios: [],
  unidadAcademica: 'Carreras',
  unidadNegocio: 'Instituto Tecnológico Horizonte',
  isExtension: false,
  isAutonomous: false,
  isElective: false,
  lastDateToInscription: null,
  moodleURL: null,
  electiveData: null,
  ...changes,
});

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
