// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { solvedFrom } from '../../test/solveProofOfWork.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_DOCUMENT } from './lookupGuard.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

let addresses = 0;
/** A client address of its own per test, so each test starts with the address's limit whole. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

const challenge = (remoteAddress: string) =>
  solvedFrom(demo.api.app, `${MAIN}/consultadeuda/desafio`, remoteAddress);

const send = (remoteAddress: string, payload: object) =>
  demo.api.app.inject({
    method: 'POST',
    url: `${MAIN}/consultadeuda/consultar`,
    remoteAddress,
    payload,
  });

const lookup = async (remoteAddress: string, numeroDocumento: string, tipoDocumento = 'DNI') =>
  send(remoteAddress, {
    tipoDocumento,
    numeroDocumento,
    desafio: await challenge(remoteAddress),
  });

/** The refusal of a proof of work: 400 on `desafio`, in Spanish. */
const refused = { desafio: [texts.challengeRefused] };

const documentOf = (usuario: string) =>
  (
    demo.db
      .prepare('SELECT document_number AS number FROM users WHERE username = ?')
      .get(usuario) as { number: string }
  ).number;

describe('consultarDeuda', () => {
  it('answers with the name’s initials and the overdue fees only, without a session', async () => {
    const response = await lookup(nextAddress(), documentOf('alumno.deuda'));
    expect(response.statusCode).toBe(200);
    const { nombre, cuotas, totalCentimos } = response.json().results;
    // Initials without letter counts (issue 55): 'M***** C**** S******' told each name's length.
    expect(nombre).toBe('M. C. S.');
    expect(cuotas.map((c: { concepto: string }) => c.concepto)).toEqual(['Cuota 1', 'Cuota 3']);
    expect(totalCentimos).toBe(
      cuotas.reduce((sum: number, c: { totalCentimos: number }) => sum + c.totalCentimos, 0),
    );
    expect(Object.keys(cuotas[0]).sort()).toEqual(['concepto', 'totalCentimos', 'vencimiento']);
  });

  it('answers alike for a student who owes nothing and a document nobody holds', async () => {
    const clean = await lookup(nextAddress(), documentOf('alumno'));
    const nobody = await lookup(nextAddress(), '09999999');
    expect(clean.json()).toEqual(nobody.json());
    expect(nobody.json().results).toEqual({ nombre: null, cuotas: [], totalCentimos: 0 });
  });

  it('refuses a lookup without a solved challenge', async () => {
    const missing = await send(nextAddress(), {
      tipoDocumento: 'DNI',
      numeroDocumento: '09999998',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('desafio');
    expect(missing.json().messagePublic).toBe('El campo es requerido.');
  });

  it('refuses a forged solution and a solved challenge sent twice', async () => {
    const address = nextAddress();
    const desafio = await challenge(address);
    const decoded = JSON.parse(Buffer.from(desafio, 'base64').toString());
    decoded.solution.derivedKey = '00'.repeat(32);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const body = { tipoDocumento: 'DNI', numeroDocumento: '09999998' };
    const wrong = await send(address, { ...body, desafio: forged });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(refused);
    expect(wrong.json().messagePublic).toBe(texts.challengeRefused);
    expect((await send(address, { ...body, desafio })).statusCode).toBe(200);
    const replayed = await send(address, { ...body, desafio });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual(refused);
  });

  it('takes a challenge solved within its 5 minutes, not after', async () => {
    const address = nextAddress();
    const early = await challenge(address);
    const late = await challenge(address);
    demo.api.advance(5 * 60_000 - 1);
    const body = { tipoDocumento: 'DNI', numeroDocumento: '09999997' };
    expect((await send(address, { ...body, desafio: early })).statusCode).toBe(200);
    demo.api.advance(1);
    const expired = await send(address, { ...body, desafio: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual(refused);
  });

  it('refuses a challenge made for the certificate verification', async () => {
    const address = nextAddress();
    const desafio = await solvedFrom(demo.api.app, `${MAIN}/verificacion/desafio`, address);
    const other = await send(address, {
      tipoDocumento: 'DNI',
      numeroDocumento: '09999995',
      desafio,
    });
    expect(other.json().errors).toEqual(refused);
  });

  it(`takes ${LOOKUPS_PER_DOCUMENT} lookups of one document in 10 minutes, from any address`, async () => {
    for (let index = 0; index < LOOKUPS_PER_DOCUMENT; index += 1) {
      expect((await lookup(nextAddress(), '09999996')).statusCode).toBe(200);
    }
    const over = await lookup(nextAddress(), '09999996');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The same number as another type of document is another document.
    expect((await lookup(nextAddress(), '09999996', 'CE')).statusCode).toBe(200);
    demo.api.advance(10 * 60_000);
    expect((await lookup(nextAddress(), '09999996')).statusCode).toBe(200);
  });

  it(`takes ${LOOKUPS_PER_ADDRESS} calls of one address in 10 minutes, checks included`, async () => {
    const address = nextAddress();
    // Each lookup is two calls: its check and itself.
    for (let index = 0; index < LOOKUPS_PER_ADDRESS / 2; index += 1) {
      expect((await lookup(address, `0800000${index}`)).statusCode).toBe(200);
    }
    const over = await demo.api.app.inject({
      method: 'POST',
      url: `${MAIN}/consultadeuda/desafio`,
      remoteAddress: address,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().messagePublic).toMatch(/^Hiciste demasiadas consultas/);
  });
});
