import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { describeError, errorText, firstValidationMessage, successMessage } from './errorCatalogue';

describe('describeError (spec §8)', () => {
  it('400: warning with the first validation message, 5 s, top-centre', () => {
    const error = new ApiError(400, {
      messagePublic: 'Datos inválidos',
      errors: { usuario: ['El campo es requerido.', 'otro'], clave: ['Muy corta'] },
    });
    expect(describeError(error)).toEqual({
      toast: {
        type: 'warning',
        detail: 'El campo es requerido.',
        life: 5000,
        position: 'top-center',
      },
      storeLocally: false,
    });
  });

  it('400 without field errors: the public message, else the raw body', () => {
    expect(describeError(new ApiError(400, { messagePublic: 'Código vencido' })).toast.detail).toBe(
      'Código vencido',
    );
    expect(describeError(new ApiError(400, 'Bad Request')).toast.detail).toBe('Bad Request');
    expect(describeError(new ApiError(400, { codigo: 7 })).toast.detail).toBe('{"codigo":7}');
    expect(describeError(new ApiError(400, null)).toast.detail).toBe('Error sin mensaje');
  });

  it('404: warning "No se encontro la informacion solicitada." for 5 s', () => {
    expect(describeError(new ApiError(404, { messagePublic: 'x' })).toast).toEqual({
      type: 'warning',
      detail: 'No se encontro la informacion solicitada.',
      life: 5000,
    });
  });

  it.each([500, 502, 503])('%i: server error notice for 5 s', (status) => {
    expect(describeError(new ApiError(status, null)).toast).toEqual({
      type: 'error',
      detail: 'Ocurrió un error en el servidor, por favor intente más tarde',
      life: 5000,
    });
  });

  it.each([401, 403, 409, 429])('%i: generic notice for 3 s', (status) => {
    expect(describeError(new ApiError(status, { messagePublic: 'x' })).toast).toEqual({
      type: 'error',
      detail: '¡Ups! ocurrió un error, inténtalo más tarde',
      life: 3000,
    });
  });

  it('network failure: its text for 5 s, kept locally', () => {
    expect(describeError(ApiError.network(new TypeError('Failed to fetch')))).toEqual({
      toast: { type: 'error', detail: 'Failed to fetch', life: 5000 },
      storeLocally: true,
    });
  });

  it('code errors: their text, or "Error sin mensaje"', () => {
    expect(describeError(new RangeError('índice fuera de rango')).toast.detail).toBe(
      'índice fuera de rango',
    );
    expect(describeError(new Error('')).toast.detail).toBe('Error sin mensaje');
    expect(describeError({ what: 'nothing' })).toMatchObject({
      toast: { detail: 'Error sin mensaje' },
      storeLocally: true,
    });
  });
});

describe('catalogue helpers', () => {
  it('firstValidationMessage skips empty lists', () => {
    expect(firstValidationMessage({ a: [], b: ['segundo'] })).toBe('segundo');
    expect(firstValidationMessage(null)).toBeNull();
  });

  it('errorText accepts thrown strings', () => {
    expect(errorText('falló')).toBe('falló');
    expect(errorText(undefined)).toBe('Error sin mensaje');
  });

  it('successMessage prefers the server text, else the spec default', () => {
    expect(successMessage({ messagePublic: 'Guardado' })).toBe('Guardado');
    expect(successMessage({ messagePublic: '' })).toBe('Se realizo la operación con éxito');
    expect(successMessage()).toBe('Se realizo la operación con éxito');
  });
});
