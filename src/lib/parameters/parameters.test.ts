import { describe, expect, it } from 'vitest';
import { isParameterOn, toParameterMap } from './parameters';

const parameters = toParameterMap(
  [
    { clave: 'EVA_NOTIFICATION', valor: '1' },
    { clave: 'EVA_ELECTIVES', valor: '0' },
    { clave: 'EVA_CAMBIO_CLAVE', valor: ' 1 ' },
  ].map((row, index) => ({
    ...row,
    id: index + 1,
    valor2: null,
    descripcion: '',
    marca: 'HZT',
    sistema: true,
    version: 1,
  })),
);

describe('parameters', () => {
  it('indexes parameters by key', () => {
    expect(parameters.EVA_ELECTIVES?.valor).toBe('0');
  });

  it("is on only when valor is '1'", () => {
    expect(isParameterOn(parameters, 'EVA_NOTIFICATION')).toBe(true);
    expect(isParameterOn(parameters, 'EVA_CAMBIO_CLAVE')).toBe(true);
    expect(isParameterOn(parameters, 'EVA_ELECTIVES')).toBe(false);
    expect(isParameterOn(parameters, 'MISSING')).toBe(false);
  });
});
