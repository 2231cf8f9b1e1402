// @vitest-environment node
// Every operation of the contract, sent requests it must refuse (mocks/test/fuzz): no answer is a
// 500, every refusal is the envelope with a Spanish messagePublic, and no text of a request ever
// becomes part of an SQL statement. Deterministic: the same requests on every run.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGERIES } from '../test/fuzz/forgedProofs.ts';
import { malformedRequests, SQL_MARKER } from '../test/fuzz/malformedRequests.ts';
import { solvedFrom } from '../test/solveProofOfWork.ts';
import { createTestApi, type TestApi } from '../test/testApi.ts';
import { loadSpecs, type Operation } from './spec.ts';

// Every statement the demo API prepares while the fuzz runs, kept when it holds the marker.
const leaked: string[] = [];
const prepare = DatabaseSync.prototype.prepare;
const exec = DatabaseSync.prototype.exec;
DatabaseSync.prototype.prepare = function (this: DatabaseSync, sql: string) {
  if (sql.includes(SQL_MARKER)) leaked.push(sql);
  return prepare.call(this, sql);
} as typeof prepare;
DatabaseSync.prototype.exec = function (this: DatabaseSync, sql: string) {
  if (sql.includes(SQL_MARKER)) leaked.push(sql);
  return exec.call(this, sql);
} as typeof exec;

// Signing out ends the session the other operations run on: those go last.
const endsSession = (operation: Operation) => operation.operationId === 'cerrarSesion';
const operations = loadSpecs()
  .flatMap((spec) => spec.operations)
  .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

/** The demo account that may call the operation, so that its requests reach validation. */
function callerFor(operation: Operation): string | null {
  const { roles } = operation;
  if (roles.includes('publico') || roles.includes('integracion')) return null;
  if (roles.includes('alumno') || roles.includes('autenticado')) return 'alumno';
  if (roles.includes('docente')) return 'docente';
  return 'superadmin';
}

// Spanish as the catalogue writes it: an accented letter, ¿ ¡ ñ, or a common Spanish word.
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|al|no|se|tu|su|un|una|es|en|con|para|por|que|ser|puede|solo|debe|o|y)\b/i;

let api: TestApi;
const idOf: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const usuario of ['alumno', 'docente', 'superadmin']) {
    const token = await api.login(usuario);
    idOf[usuario] = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).idu;
  }
});
afterAll(async () => {
  DatabaseSync.prototype.prepare = prepare;
  DatabaseSync.prototype.exec = exec;
  await api.app.close();
});

/** The operation's request as its examples fill it, the caller's own id in x-campus-self. */
function validParts(operation: Operation, usuario: string | null) {
  const example = (name: string) => {
    const parameter = operation.parameters.find((p) => p.name === name);
    return String(parameter?.example ?? parameter?.schema?.default ?? 1);
  };
  const url = (overrides: Record<string, string> = {}) =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      name in overrides
        ? overrides[name]!
        : name === operation.selfParam && usuario
          ? String(idOf[usuario])
          : encodeURIComponent(example(name)),
    );
  const query = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query' && p.example !== undefined)
      .map((p) => [p.name, String(p.example)]),
  );
  return { url, query, body: operation.requestBody?.example };
}

describe('malformed requests to every operation', () => {
  it.each(operations.map((op) => [`${op.service} ${op.operationId}`, op] as const))(
    '%s: refused in Spanish, never a 500',
    async (_name, operation) => {
      const usuario = callerFor(operation);
      for (const request of malformedRequests(operation, validParts(operation, usuario))) {
        const response = await api.call(usuario, request);
        const where = `${request.method} ${request.url} ${JSON.stringify(request.query)} ${String(request.payload ?? '').slice(0, 200)}`;
        expect(response.statusCode, `${where}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const body = response.json() as { messagePublic?: unknown };
          expect(typeof body.messagePublic, where).toBe('string');
          expect(body.messagePublic, where).toMatch(SPANISH);
        }
      }
    },
  );

  it('never writes a request’s text into an SQL statement', () => {
    expect(leaked).toEqual([]);
  });
});

// Issue 55: the public lookups spend a proof-of-work challenge (`x-campus-challenge`). Each one is
// sent every forgery of a genuinely solved challenge, none at all, one already spent and one past
// its minutes: each a 400 on `desafio` with a Spanish message, never a 500, never an answer.
// Runs after the suite above: it moves the clock (10 minutes per case, past every window).
describe('forged proofs of work to every operation that spends one', () => {
  const spending = operations.filter((operation) => operation.challenge);

  it('finds the operations that spend one', () => {
    expect(spending.map((operation) => operation.operationId).sort()).toEqual(
      ['consultarDeuda', 'validarDeclaracionJurada', 'verificarCertificado'].sort(),
    );
  });

  it.each(spending.map((op) => [`${op.service} ${op.operationId}`, op] as const))(
    '%s: refuses forged, missing, replayed and expired solutions in Spanish',
    async (_name, operation) => {
      const maker = operations.find((other) => other.operationId === operation.challenge);
      if (!maker) throw new Error(`x-campus-challenge names no operation: ${operation.challenge}`);
      const challengeUrl = `/api/${maker.service}${maker.path}`;
      const { url, body } = validParts(operation, null);
      const example = body as Record<string, unknown>;
      let addresses = 0;
      /** A new window (clock moved past every limit), an address and a genuine solution. */
      const fresh = async () => {
        api.advance(10 * 60_000);
        const address = `192.0.2.${(addresses += 1)}`;
        return { address, solved: await solvedFrom(api.app, challengeUrl, address) };
      };
      const send = (payload: Record<string, unknown>, remoteAddress: string) =>
        api.app.inject({
          method: operation.method,
          url: `/api/${operation.service}${url()}`,
          remoteAddress,
          payload,
        });
      const expectRefused = (response: Awaited<ReturnType<typeof send>>, what: string) => {
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        const refusal = response.json() as {
          errors?: Record<string, string[]>;
          messagePublic: string;
        };
        expect(refusal.errors?.desafio, what).toHaveLength(1);
        expect(refusal.messagePublic, what).toMatch(SPANISH);
      };

      for (const [what, forge] of Object.entries(FORGERIES)) {
        const { address, solved } = await fresh();
        expectRefused(await send({ ...example, desafio: forge(solved) }, address), what);
      }
      const { address } = await fresh();
      const { desafio: _example, ...withoutProof } = example;
      expectRefused(await send(withoutProof, address), 'missing');

      const replay = await fresh();
      const first = await send({ ...example, desafio: replay.solved }, replay.address);
      expect(first.statusCode, first.body).toBe(200);
      expectRefused(await send({ ...example, desafio: replay.solved }, replay.address), 'replayed');

      const late = await fresh();
      api.advance(5 * 60_000);
      expectRefused(await send({ ...example, desafio: late.solved }, late.address), 'expired');
    },
  );
});
