import { describe, expect, it } from 'vitest';
import { pinLabel } from './pinLabel';

describe('pinLabel', () => {
  it.each([
    [true, false, ['EVAAUD002'], 'Estudiantes'],
    [true, false, ['EVAAUD002', 'EVAAUD003'], 'Estudiantes'],
    [false, true, ['EVAAUD001'], 'Docentes'],
    [true, true, ['EVAAUD001', 'EVAAUD002'], 'Estudiantes - Docentes'],
    [true, false, ['EVAAUD003'], 'Egresados'],
    [true, true, ['EVAAUD001', 'EVAAUD003'], 'Docentes'],
    [false, false, ['EVAAUD002'], null],
  ] as const)('students %s, teachers %s, for %j: %s', (alumno, docente, audiencia, label) => {
    expect(
      pinLabel({ esFijadoAlumno: alumno, esFijadoDocente: docente, audiencia: [...audiencia] }),
    ).toBe(label);
  });
});
