import { describe, expect, it } from 'vitest';
import { requirementUiSchema } from './forms';
import { requirementDetail } from './texts';

const hidden = { 'ui:widget': 'hidden' };

describe('requirementUiSchema', () => {
  it("shows a document's formats, size and count, never a text's length", () => {
    const ui = requirementUiSchema('DOCUMENTO');
    expect(ui.tipo).toEqual(hidden);
    expect(ui.longitudMaxima).toEqual(hidden);
    expect(ui.pesoMaximoMb).toBeUndefined();
    expect(ui.formatos).toMatchObject({ 'ui:widget': 'checkboxes' });
  });

  it("shows a text's length, never a document's fields", () => {
    const ui = requirementUiSchema('TEXTO');
    for (const name of ['formatos', 'pesoMaximoMb', 'cantidadMaxima']) {
      expect(ui[name]).toEqual(hidden);
    }
    expect(ui.longitudMaxima).toBeUndefined();
  });
});

describe('requirementDetail', () => {
  const base = {
    idRequisito: 1,
    nombre: 'Ficha',
    descripcion: 'En PDF.',
    obligatorio: true,
    orden: 1,
  };

  it('says what a document takes', () => {
    expect(
      requirementDetail({
        ...base,
        tipo: 'DOCUMENTO',
        formatos: ['pdf', 'png'],
        pesoMaximoMb: 2,
        cantidadMaxima: 1,
      }),
    ).toBe('PDF, PNG · hasta 2 MB · 1 archivo');
    expect(
      requirementDetail({
        ...base,
        tipo: 'DOCUMENTO',
        formatos: ['pdf'],
        pesoMaximoMb: 10,
        cantidadMaxima: 2,
      }),
    ).toBe('PDF · hasta 10 MB · hasta 2 archivos');
  });

  it('says how long a text may be', () => {
    expect(requirementDetail({ ...base, tipo: 'TEXTO', longitudMaxima: 300 })).toBe(
      'Texto · hasta 300 caracteres',
    );
  });
});
