import { describe, expect, it } from 'vitest';
import { isKeptRead, personalKey, stamped, userOf } from './personalReads';

const ORIGIN = 'https://campus.example';
/** A token whose payload holds `claims` (the signature is not read here). */
const tokenFor = (claims: object) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const claims = (idu: unknown) => ({ idu, tip: 1, exp: 1_900_000_000 });
const STUDENT = `Bearer ${tokenFor(claims(41))}`;

const read = (path: string, init: { method?: string; authorization?: string | null } = {}) => {
  const headers = new Headers();
  const authorization = init.authorization === undefined ? STUDENT : init.authorization;
  if (authorization) headers.set('Authorization', authorization);
  return new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET', headers });
};

describe('the reads kept for offline', () => {
  it('keeps the shell, the first feed page, the schedule and the course pages', () => {
    for (const path of [
      '/api/main/menu/listar',
      '/api/main/admin/parametro/listar?marca=HZT&tamanoPagina=500',
      '/api/main/perfil/41/datospersonales',
      '/api/main/usuario/flujo',
      '/api/main/publicacion/listar',
      '/api/main/publicacion/listar?pagina=1&tamanoPagina=20',
      '/api/main/horario/alumno/horario?fechaInicio=2026-11-23&fechaFin=2026-11-29',
      '/api/main/cursos/seccion/310/detalle',
      '/api/main/cursos/historial-notas/12/listar',
    ])
      expect(isKeptRead(read(path), ORIGIN), path).toBe(true);
  });

  it('leaves writes, later feed pages, searches, other services, other origins and anonymous calls', () => {
    const cases: [string, Request][] = [
      ['a write', read('/api/main/menu/listar', { method: 'POST' })],
      ['the second feed page', read('/api/main/publicacion/listar?pagina=2')],
      ['a feed search', read('/api/main/publicacion/listar?busqueda=feria')],
      ['a read not listed', read('/api/main/tramite/listar')],
      ['notifications', read('/api/notifications/menu/listar')],
      // The poor-connection test's image measures the network: never answered from a copy.
      ['the connection test', read('/api/prueba-conexion')],
      ['no session', read('/api/main/menu/listar', { authorization: null })],
    ];
    for (const [name, request] of cases) expect(isKeptRead(request, ORIGIN), name).toBe(false);
    expect(isKeptRead(read('/api/main/menu/listar'), 'https://other.example')).toBe(false);
  });
});

describe("a copy's owner", () => {
  it('is the idu claim of the bearer token', () => {
    expect(userOf(STUDENT)).toBe('41');
    expect(userOf(`Bearer ${tokenFor(claims(7))}`)).toBe('7');
  });

  it('is nobody for a missing, malformed or idu-less token', () => {
    expect(userOf(null)).toBeNull();
    expect(userOf('Basic abc')).toBeNull();
    expect(userOf('Bearer not-a-jwt')).toBeNull();
    expect(userOf(`Bearer ${tokenFor(claims('41'))}`)).toBeNull();
    expect(userOf('Bearer h.%%%.s')).toBeNull();
  });

  it("keys one user's copy apart from another's for the same address", () => {
    const path = '/api/main/cursos/finalizados';
    const student = personalKey(read(path));
    const teacher = personalKey(read(path, { authorization: `Bearer ${tokenFor(claims(9))}` }));
    expect(student).toBe(`${ORIGIN}${path}?__usuario=41`);
    expect(teacher).not.toBe(student);
    expect(personalKey(read(path, { authorization: null }))).toBeNull();
  });
});

describe('a stored copy', () => {
  it('keeps status, headers and body, and says when it was saved', async () => {
    const answer = new Response('{"results":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const copy = await stamped(answer, new Date('2026-11-27T15:04:05Z'), 'x-copia');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/json');
    expect(copy.headers.get('x-copia')).toBe('2026-11-27T15:04:05.000Z');
    expect(await copy.text()).toBe('{"results":[]}');
  });
});
