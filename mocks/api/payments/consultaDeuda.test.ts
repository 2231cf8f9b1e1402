// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_DOCUMENT } from './lookupGuard.ts';
import { paymentTexts as t } from './texts.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

let addresses = 0;
/** A client address of its own per test, so each test starts with the address's limit whole. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

const challenge = async (remoteAddress: string) => {
  const response = await demo.api.app.inject({
    method: 'POST',
    url: `${MAIN}/consultadeuda/desafio`,
    remoteAddress,
  });
  const { idDesafio, pregunta } = response.json().results as {
    idDesafio: string;
    pregunta: string;
  };
  const [a, b] = /(\d+) \+ (\d+)/.exec(pregunta)!.slice(1).map(Number);
  return { idDesafio, respuesta: a! + b! };
};

const lookup = async (
  remoteAddress: string,
  numeroDocumento: string,
  answer: (solved: { idDesafio: string; respuesta: number }) => object = (solved) => solved,
  tipoDocumento = 'DNI',
) =>
  demo.api.app.inject({
    method: 'POST',
    url: `${MAIN}/consultadeuda/consultar`,
    remoteAddress,
    payload: { tipoDocumento, numeroDocumento, ...answer(await challenge(remoteAddress)) },
  });

const documentOf = (usuario: string) =>
  (
    demo.db
      .prepare('SELECT document_number AS number FROM users WHERE username = ?')
      .get(usuario) as { number: string }
  ).number;

describe('consultarDeuda', () => {
  it('answers with the masked name and the overdue fees only, without a session', async () => {
    const response = await lookup(nextAddress(), documentOf('alumno.deuda'));
    expect(response.statusCode).toBe(200);
    const { nombre, cuotas, totalCentimos } = response.json().results;
    expect(nombre).toBe('M***** C**** S******');
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

  it('refuses a wrong answer, and a right one given twice', async () => {
    const address = nextAddress();
    const wrong = await lookup(address, '09999998', (s) => ({ ...s, respuesta: s.respuesta + 1 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ respuesta: [t.challengeWrong] });
    const solved = await challenge(address);
    const send = () =>
      demo.api.app.inject({
        method: 'POST',
        url: `${MAIN}/consultadeuda/consultar`,
        remoteAddress: address,
        payload: { tipoDocumento: 'DNI', numeroDocumento: '09999998', ...solved },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(400);
  });

  it('refuses a check answered after its 5 minutes', async () => {
    const address = nextAddress();
    const solved = await challenge(address);
    demo.api.advance(5 * 60_000);
    const late = await demo.api.app.inject({
      method: 'POST',
      url: `${MAIN}/consultadeuda/consultar`,
      remoteAddress: address,
      payload: { tipoDocumento: 'DNI', numeroDocumento: '09999997', ...solved },
    });
    expect(late.json().errors).toEqual({ respuesta: [t.challengeWrong] });
  });

  it(`takes ${LOOKUPS_PER_DOCUMENT} lookups of one document in 10 minutes, from any address`, async () => {
    for (let index = 0; index < LOOKUPS_PER_DOCUMENT; index += 1) {
      expect((await lookup(nextAddress(), '09999996')).statusCode).toBe(200);
    }
    const over = await lookup(nextAddress(), '09999996');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The same number as another type of document is another document.
    expect((await lookup(nextAddress(), '09999996', (s) => s, 'CE')).statusCode).toBe(200);
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
