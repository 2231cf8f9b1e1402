// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { loadSpecs } from './spec.ts';
import { createValidators, type RequestInput } from './validation.ts';

const main = loadSpecs().find((spec) => spec.service === 'main');
if (!main) throw new Error('generated/openapi/main.json is missing: run npm run generate');
const validators = createValidators(main);

function run(operationId: string, input: Partial<RequestInput>) {
  const validate = validators.get(operationId);
  if (!validate) throw new Error(`no validator for ${operationId}`);
  return validate({ params: {}, query: {}, body: undefined, ...input });
}

function rejection(operationId: string, input: Partial<RequestInput>): ApiError {
  try {
    run(operationId, input);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe('request validation', () => {
  it('names every missing required field, first message as messagePublic', () => {
    const error = rejection('iniciarSesion', { body: {} });
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      usuario: ['El campo es requerido.'],
      clave: ['El campo es requerido.'],
    });
    expect(error.messagePublic).toBe('El campo es requerido.');
  });

  it('checks a missing body as an empty one, and treats empty text as missing', () => {
    expect(rejection('iniciarSesion', {}).errors).toHaveProperty('usuario');
    expect(rejection('iniciarSesion', { body: { usuario: '', clave: 'x' } }).errors).toEqual({
      usuario: ['El campo es requerido.'],
    });
  });

  it('rejects fields the schema does not allow (additionalProperties: false)', () => {
    const error = rejection('iniciarSesion', {
      body: { usuario: 'alumno', clave: 'x', rol: 'admin' },
    });
    expect(error.errors).toEqual({ rol: ['El campo no está permitido.'] });
  });

  it('checks a body of several shapes against each, and reports the closest one', () => {
    const nuevo = { usuario: 'gen.caja', nombre: 'Caja', area: 'Caja', correo: 'x', marca: 'HZT' };
    // A create form with a bad email: the edit shape's complaints (id, version) stay out.
    expect(rejection('guardarUsuarioGenerico', { body: nuevo }).errors).toEqual({
      correo: ['No es un correo válido.'],
    });
    const cambios = { id: 3, nombre: 'Caja', area: 'Caja', correo: 'caja@x.example', marca: 'HZT' };
    expect(rejection('guardarUsuarioGenerico', { body: cambios }).errors).toEqual({
      version: ['El campo es requerido.'],
    });
    // The shape that passes fills its own defaults.
    const valid = run('guardarUsuarioGenerico', { body: { ...cambios, version: 1 } });
    expect(valid.body).toEqual({ ...cambios, version: 1, activo: true });
  });

  it('speaks spec §5 Spanish for length and format rules', () => {
    const error = rejection('restablecerClave', {
      body: { usuario: 'u'.repeat(61), codigo: '12a456', clave: 'corta 1' },
    });
    expect(error.errors).toEqual({
      usuario: ['Has llegado al límite de caracteres.'],
      codigo: ['No cumple con el formato.'],
      clave: ['El mínimo de caracteres que debes ingresar es 8', 'No cumple con el formato.'],
    });
  });

  it('rejects a body of the wrong type under "body"', () => {
    expect(rejection('consultarFlujoUsuario', { body: ['1.0.0'] }).errors).toEqual({
      body: ['No es un valor válido.'],
    });
  });

  it('coerces path parameters and checks their limits', () => {
    expect(run('obtenerDatosPersonales', { params: { id: '1001' } }).params).toEqual({ id: 1001 });
    expect(rejection('obtenerDatosPersonales', { params: { id: 'abc' } }).errors).toEqual({
      id: ['Este campo solo recibe números.'],
    });
    expect(rejection('obtenerDatosPersonales', { params: { id: '0' } }).errors).toEqual({
      id: ['El valor mínimo que debes ingresar es 1'],
    });
  });

  it('coerces query parameters, fills defaults and drops undeclared ones', () => {
    expect(run('listarParametros', { query: { busqueda: 'EVA', utm: 'x' } }).query).toEqual({
      busqueda: 'EVA',
      pagina: 1,
      tamanoPagina: 100,
    });
    expect(
      run('listarParametros', { query: { pagina: '3', tamanoPagina: '25' } }).query,
    ).toMatchObject({
      pagina: 3,
      tamanoPagina: 25,
    });
    expect(
      rejection('listarParametros', { query: { tamanoPagina: '501', pagina: 'dos', marca: 'hzt' } })
        .errors,
    ).toEqual({
      tamanoPagina: ['Has llegado al valor límite'],
      pagina: ['Este campo solo recibe números.'],
      marca: ['No cumple con el formato.'],
    });
  });
});

describe('edge rules every operation gets (schemaRules.ts)', () => {
  it('trims text before checking it, so whitespace alone is a missing value', () => {
    expect(rejection('iniciarSesion', { body: { usuario: ' \t\n ', clave: 'x' } }).errors).toEqual({
      usuario: ['El campo es requerido.'],
    });
    expect(run('iniciarSesion', { body: { usuario: '  alumno ', clave: 'x' } }).body).toEqual({
      usuario: 'alumno',
      clave: 'x',
    });
    expect(run('listarParametros', { query: { busqueda: '  EVA  ' } }).query.busqueda).toBe('EVA');
  });

  it('leaves passwords as typed', () => {
    expect(
      run('iniciarSesion', { body: { usuario: 'alumno', clave: ' con espacios ' } }).body,
    ).toEqual({ usuario: 'alumno', clave: ' con espacios ' });
  });

  it('refuses control characters but keeps tabs and line breaks', () => {
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f']) {
      expect(
        rejection('iniciarSesion', { body: { usuario: `alu${control}mno`, clave: 'x' } }).errors,
      ).toEqual({ usuario: ['El texto contiene caracteres no permitidos.'] });
    }
    expect(run('listarParametros', { query: { busqueda: 'EVA\tNOTIF' } }).query.busqueda).toBe(
      'EVA\tNOTIF',
    );
  });

  it('bounds every integer to what SQLite stores and JavaScript reads back', () => {
    const limit = String(Number.MAX_SAFE_INTEGER);
    expect(run('obtenerDatosPersonales', { params: { id: limit } }).params.id).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    for (const huge of ['9007199254740993', '99999999999999999999999']) {
      expect(rejection('obtenerDatosPersonales', { params: { id: huge } }).errors).toEqual({
        id: ['Has llegado al valor límite'],
      });
      expect(rejection('listarParametros', { query: { pagina: huge } }).errors).toEqual({
        pagina: ['Has llegado al valor límite'],
      });
    }
  });

  it('reads path and query integers only as decimal digits, each id with one spelling', () => {
    for (const id of ['0x3e9', '1.001e3', '0b1111101001', '0o1751', '1001.0', ' 1001', '+1001']) {
      expect(rejection('obtenerDatosPersonales', { params: { id } }).errors).toEqual({
        id: ['Este campo solo recibe números.'],
      });
    }
    expect(rejection('listarParametros', { query: { pagina: '0x10' } }).errors).toEqual({
      pagina: ['Este campo solo recibe números.'],
    });
    expect(run('obtenerDatosPersonales', { params: { id: '1001' } }).params.id).toBe(1001);
    expect(run('listarParametros', { query: { pagina: '16' } }).query.pagina).toBe(16);
  });

  it('refuses bidirectional controls (U+202A–U+202E, U+2066–U+2069) in text, not their neighbours', () => {
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of bidi) {
      expect(
        rejection('listarParametros', { query: { busqueda: `EVA${control}gpj.exe` } }).errors,
      ).toEqual({ busqueda: ['El texto contiene caracteres no permitidos.'] });
    }
    // Just outside both ranges: the left-to-right mark and U+202F, U+2065 and U+206A stay text.
    for (const neighbour of ['\u200e', '\u2029', '\u202f', '\u2065', '\u206a']) {
      expect(run('listarParametros', { query: { busqueda: `EVA${neighbour}X` } }).query.busqueda).toBe(
        `EVA${neighbour}X`,
      );
    }
  });
});
