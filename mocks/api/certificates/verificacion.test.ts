// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../../seed/certificates.ts';
import { solvedFrom } from '../../test/solveProofOfWork.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { VERIFICATIONS_PER_ADDRESS } from './publicGuard.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

let addresses = 0;
/** A client address of its own per test, so each test starts with the address's limit whole. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

const challenge = (remoteAddress: string) =>
  solvedFrom(demo.api.app, `${MAIN}/verificacion/desafio`, remoteAddress);

const send = (remoteAddress: string, payload: object, what = 'certificado') =>
  demo.api.app.inject({
    method: 'POST',
    url: `${MAIN}/verificacion/${what}`,
    remoteAddress,
    payload,
  });

/** A verification with a challenge of its own, solved (both count against the address). */
const verify = async (codigo: string, remoteAddress = nextAddress(), what = 'certificado') =>
  send(remoteAddress, { codigo, desafio: await challenge(remoteAddress) }, what);

describe('verificarCertificado', () => {
  it('answers a valid code with only what the certificate states, without a session', async () => {
    const response = await verify(DEMO_CODES.certificate);
    expect(response.statusCode).toBe(200);
    const { estado, certificado } = response.json().results;
    expect(estado).toBe('VALIDO');
    expect(Object.keys(certificado).sort()).toEqual(
      [
        'codigo',
        'creditosAprobados',
        'documento',
        'emitidoEn',
        'programa',
        'revocadoEn',
        'titular',
      ].sort(),
    );
    // Initials without letter counts (issue 55), beside the document's last digits.
    expect(certificado.titular).toBe('R. M. Q.');
    expect(certificado.documento).toMatch(/^DNI \*{5}\d{3}$/);
    expect(certificado.revocadoEn).toBeNull();
  });

  it('reads a code typed in lower case, with spaces or without dashes', async () => {
    const typed = ` ${DEMO_CODES.certificate.replace(/-/g, ' ').toLowerCase()} `;
    expect((await verify(typed)).json().results.estado).toBe('VALIDO');
    expect((await verify(DEMO_CODES.certificate.replace(/-/g, ''))).json().results.estado).toBe(
      'VALIDO',
    );
  });

  it('says a revoked certificate is revoked, and since when', async () => {
    const { estado, certificado } = (await verify(DEMO_CODES.revokedCertificate)).json().results;
    expect(estado).toBe('REVOCADO');
    expect(certificado.revocadoEn).not.toBeNull();
  });

  it('says nothing but "unknown" for a code nobody holds, or one that cannot be a code', async () => {
    for (const codigo of ['ZZZZ-ZZZZ-ZZZZ', 'K7QM-4TZP-9XW', 'hola']) {
      expect((await verify(codigo)).json().results).toEqual({
        estado: 'DESCONOCIDO',
        certificado: null,
      });
    }
  });

  it('refuses an empty code and one over 20 characters, and takes 20', async () => {
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('x'.repeat(21))).statusCode).toBe(400);
    expect((await verify('x'.repeat(20))).statusCode).toBe(200);
  });

  it(`takes ${VERIFICATIONS_PER_ADDRESS} calls of one address in 10 minutes, challenges and short links included`, async () => {
    const address = nextAddress();
    // Each verification is two calls: its challenge and itself.
    for (let index = 0; index < VERIFICATIONS_PER_ADDRESS / 2 - 1; index += 1) {
      expect((await verify(DEMO_CODES.certificate, address)).statusCode).toBe(200);
    }
    const desafio = await challenge(address);
    const link = await demo.api.app.inject({
      url: `${MAIN}/redireccion/pagos/cuota`,
      remoteAddress: address,
    });
    expect(link.statusCode).toBe(200);
    const over = await send(
      address,
      { codigo: DEMO_CODES.statement, desafio },
      'declaracionjurada',
    );
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().messagePublic).toMatch(/^Hiciste demasiadas consultas/);
    expect((await verify(DEMO_CODES.certificate)).statusCode).toBe(200);
    demo.api.advance(10 * 60_000);
    expect((await verify(DEMO_CODES.certificate, address)).statusCode).toBe(200);
  });

  it('refuses a missing, forged, expired or reused challenge in Spanish', async () => {
    const address = nextAddress();
    const codigo = DEMO_CODES.certificate;
    const missing = await send(address, { codigo });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('desafio');
    const refused = { desafio: [texts.challengeRefused] };
    const forged = await send(address, { codigo, desafio: Buffer.from('{}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(refused);
    const desafio = await challenge(address);
    const late = await challenge(address);
    expect((await send(address, { codigo, desafio })).statusCode).toBe(200);
    const reused = await send(address, { codigo, desafio }, 'declaracionjurada');
    expect(reused.json().errors).toEqual(refused);
    demo.api.advance(5 * 60_000);
    const expired = await send(address, { codigo, desafio: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messagePublic).toBe(texts.challengeRefused);
  });
});

describe('validarDeclaracionJurada', () => {
  it('validates a sworn statement: valid, revoked or unknown', async () => {
    const valid = (await verify(DEMO_CODES.statement, undefined, 'declaracionjurada')).json()
      .results;
    expect(valid.estado).toBe('VALIDO');
    expect(valid.declaracion).toMatchObject({
      codigo: DEMO_CODES.statement,
      declarante: 'R. M. Q.',
      asunto: 'Declaración jurada de domicilio',
      revocadoEn: null,
    });
    const revoked = await verify(DEMO_CODES.revokedStatement, undefined, 'declaracionjurada');
    expect(revoked.json().results.estado).toBe('REVOCADO');
    // A certificate's code is no sworn statement.
    const other = await verify(DEMO_CODES.certificate, undefined, 'declaracionjurada');
    expect(other.json().results).toEqual({ estado: 'DESCONOCIDO', declaracion: null });
  });
});
