import { describe, expect, it } from 'vitest';
import { isProcedureKey } from './refreshRequests';

describe('isProcedureKey', () => {
  it('matches the procedure reads of the main API, plain and infinite', () => {
    expect(
      isProcedureKey(['main', '/tramitesolicitudsae/obtenerdetalle', { idSolicitud: 1 }]),
    ).toBe(true);
    expect(isProcedureKey(['main', 'infinite', '/tramitesolicitudsae/en-proceso/listar'])).toBe(
      true,
    );
    expect(isProcedureKey(['main', '/tramitesae/eventos/5021'])).toBe(true);
  });

  it('leaves every other query alone', () => {
    expect(isProcedureKey(['main', '/menu/listar'])).toBe(false);
    expect(isProcedureKey(['notifications', '/tramitesae/listar'])).toBe(false);
    expect(isProcedureKey(['firmas', 'getList'])).toBe(false);
  });
});
