import { describe, expect, it } from 'vitest';
import { surveyHref } from './surveyHref';

describe('surveyHref', () => {
  it('opens student surveys (847) and course surveys (846, 1820) on their routes, /opc/ when skippable', () => {
    expect(surveyHref({ idProgramacion: 9, idTipoEncuesta: 847, omitible: false })).toBe(
      '/estudiantes/encuestas/completar/9',
    );
    expect(surveyHref({ idProgramacion: 9, idTipoEncuesta: 847, omitible: true })).toBe(
      '/estudiantes/encuestas/opc/completar/9',
    );
    expect(surveyHref({ idProgramacion: 4, idTipoEncuesta: 846, omitible: false })).toBe(
      '/estudiantes/encuestas/completar/curso/4',
    );
    expect(surveyHref({ idProgramacion: 4, idTipoEncuesta: 1820, omitible: true })).toBe(
      '/estudiantes/encuestas/opc/completar/curso/4',
    );
  });
});
