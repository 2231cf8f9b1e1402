import type { Nomenclatura } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { nomenclatureLabel } from './nomenclature';

const entries: Nomenclatura[] = [
  {
    key: 'COURSE',
    businessUnitId: 1,
    userTypeId: 1,
    singular: 'unidad didáctica',
    plural: 'unidades didácticas',
    gender: 'F',
  },
  {
    key: 'COURSE',
    businessUnitId: 2,
    userTypeId: 1,
    singular: 'asignatura',
    plural: 'asignaturas',
    gender: 'F',
  },
  {
    key: 'COURSE',
    businessUnitId: 1,
    userTypeId: 2,
    singular: 'clase',
    plural: 'clases',
    gender: 'F',
  },
  {
    key: 'CAREER',
    businessUnitId: 1,
    userTypeId: 2,
    singular: 'programa de estudios',
    plural: 'programas de estudios',
    gender: 'M',
  },
];

describe('nomenclatureLabel', () => {
  it('uses the entry of the user type and business unit', () => {
    expect(nomenclatureLabel(entries, 'COURSE', { userTypeId: 1, businessUnitId: 2 })).toBe(
      'asignatura',
    );
  });

  it('falls back to the user type when the business unit has no entry', () => {
    expect(nomenclatureLabel(entries, 'COURSE', { userTypeId: 2, businessUnitId: 9 })).toBe(
      'clase',
    );
  });

  it('falls back to any entry of the key for another user type', () => {
    expect(nomenclatureLabel(entries, 'CAREER', { userTypeId: 1 })).toBe('programa de estudios');
  });

  it('gives the plural and an initial capital on request', () => {
    expect(
      nomenclatureLabel(entries, 'COURSE', {
        userTypeId: 1,
        businessUnitId: 1,
        plural: true,
        capitalized: true,
      }),
    ).toBe('Unidades didácticas');
  });

  it.each([
    ['STUDENT', 'estudiante', 'estudiantes'],
    ['TEACHER', 'docente', 'docentes'],
    ['CAMPUS', 'sede', 'sedes'],
    ['CAREER', 'carrera', 'carreras'],
    ['PRODUCT', 'programa', 'programas'],
    ['COURSE', 'curso', 'cursos'],
    ['PERIOD', 'periodo', 'periodos'],
    ['CYCLE', 'ciclo', 'ciclos'],
    ['EXTENSION', 'extensión', 'extensiones'],
  ] as const)('defaults %s to %s / %s', (key, singular, plural) => {
    expect(nomenclatureLabel([], key, { userTypeId: 1 })).toBe(singular);
    expect(nomenclatureLabel(undefined, key, { userTypeId: 1, plural: true })).toBe(plural);
  });

  it('capitalises the default noun, accents included', () => {
    expect(nomenclatureLabel(null, 'EXTENSION', { userTypeId: 3, capitalized: true })).toBe(
      'Extensión',
    );
  });
});
