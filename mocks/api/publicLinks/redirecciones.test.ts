// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

const resolve = (module: string, code: string) =>
  demo.api.app.inject({ url: `${MAIN}/redireccion/${module}/${code}` });

describe('resolverRedireccion', () => {
  it('resolves a code to a campus path, without a session', async () => {
    const response = await resolve('verificar', 'certificado');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({
      ruta: '/verificarconstanciasycertificados',
      enlace: null,
    });
  });

  it('leads to an external address only on an allowed domain', async () => {
    expect((await resolve('biblioteca', 'catalogo')).json().results).toEqual({
      ruta: null,
      enlace: 'https://biblioteca.campus.example/catalogo',
    });
    expect((await resolve('externo', 'antiguo')).statusCode).toBe(404);
  });

  it('sends the modules spec §2 forces home to home', async () => {
    expect((await resolve('onBoarding', 'bienvenida')).json().results).toEqual({
      ruta: '/',
      enlace: null,
    });
  });

  it('is 404 for an unknown code, an expired one and a code of another module', async () => {
    expect((await resolve('pagos', 'nada')).statusCode).toBe(404);
    expect((await resolve('encuesta', 'ciclo2025')).statusCode).toBe(404);
    expect((await resolve('deuda', 'cuota')).statusCode).toBe(404);
  });

  it('refuses codes outside letters, digits, _ and -, and over 40 characters', async () => {
    expect((await resolve('pagos', 'a.b')).statusCode).toBe(400);
    expect((await resolve('pagos', 'a'.repeat(41))).statusCode).toBe(400);
    expect((await resolve('pagos', 'a'.repeat(40))).statusCode).toBe(404);
  });

  it('stores no link that could leave the campus by a path (the table refuses it)', () => {
    const insert = `INSERT INTO short_links (module, code, route) VALUES ('x', 'y', ?)`;
    expect(() => demo.db.prepare(insert).run('//otro.example')).toThrow();
  });
});
