import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { applyServerErrors } from './applyServerErrors';

function formOf(values: Record<string, string>) {
  return { getValues: () => values, setError: vi.fn() };
}

describe('applyServerErrors', () => {
  it("puts each known field's first message under it and focuses the first", () => {
    const form = formOf({ usuario: '', clave: '' });
    const error = new ApiError(400, {
      errors: { usuario: ['No es un valor válido.', 'otro'], clave: ['El campo es requerido.'] },
    });

    expect(applyServerErrors(error, form)).toBe(true);
    expect(form.setError.mock.calls).toEqual([
      ['usuario', { type: 'server', message: 'No es un valor válido.' }, { shouldFocus: true }],
      ['clave', { type: 'server', message: 'El campo es requerido.' }, { shouldFocus: false }],
    ]);
  });

  it('ignores fields the form does not have, and says nothing was mapped', () => {
    const form = formOf({ usuario: '' });
    const error = new ApiError(400, { errors: { marca: ['No cumple con el formato.'] } });
    expect(applyServerErrors(error, form)).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('maps nothing for answers without field errors or for other failures', () => {
    const form = formOf({ usuario: '' });
    expect(applyServerErrors(new ApiError(500, null), form)).toBe(false);
    expect(applyServerErrors(new TypeError('Failed to fetch'), form)).toBe(false);
  });

  it("reads a nested body's fields as the form's own, and leaves other objects' alone", () => {
    const form = formOf({ celular: '', ubigeo: '' });
    const error = new ApiError(400, {
      errors: { 'contacto.celular': ['No es un número válido.'], 'emergencia.ubigeo': ['x'] },
    });
    expect(applyServerErrors(error, form, 'contacto')).toBe(true);
    expect(form.setError.mock.calls).toEqual([
      ['celular', { type: 'server', message: 'No es un número válido.' }, { shouldFocus: true }],
    ]);
  });
});
