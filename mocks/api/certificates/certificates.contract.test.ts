// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CertificadoEstudiosResponseResults } from '../../../generated/main/model/index.ts';
import { DEMO_CODES } from '../../seed/certificates.ts';
import type { Challenge } from 'altcha-lib';
import { callOk, downloadOk, loginAs } from '../../test/contractClient.ts';
import { solvedPayload } from '../../test/solveProofOfWork.ts';

/** A verification's proof of work (issue 55), asked and solved through the contract. */
const desafio = async () =>
  solvedPayload(
    (await callOk('main', '/verificacion/desafio', { method: 'POST' })).body.results as Challenge,
  );

describe('certificates, verification, short links and benefits through the contract', () => {
  it('a graduate issues their certificate, downloads it, reads the benefits; staff revoke it', async () => {
    // A spare graduate the e2e takes last (it takes them from egresado1).
    const { token } = await loginAs('egresado8');
    const read = async () =>
      (await callOk('main', '/certificado/alumno', { token })).body
        .results as CertificadoEstudiosResponseResults;
    const [career] = (await read()).programas;
    const issued = await callOk('main', '/certificado/alumno/emitir', {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: 'contrato-certificado-egresado8',
        idMatricula: career!.idMatricula,
      },
    });
    const { codigo } = issued.body.results as { codigo: string };
    expect((await read()).programas[0]!.certificado?.codigo).toBe(codigo);
    await downloadOk('main', `/certificado/${codigo}/descargar`, token);
    await callOk('main', '/beneficios/listar', { token });

    // Staff revoke it; the public verification says so.
    const staff = await loginAs('colaborador');
    await callOk('main', `/admin/certificado/${codigo}/revocar`, {
      method: 'POST',
      token: staff.token,
      body: { motivo: 'Prueba del contrato: se reemplaza.' },
    });
    const verified = await callOk('main', '/verificacion/certificado', {
      method: 'POST',
      body: { codigo, desafio: await desafio() },
    });
    expect((verified.body.results as { estado: string }).estado).toBe('REVOCADO');
  });

  it('an anonymous visitor verifies a certificate and a sworn statement, and resolves a short link', async () => {
    for (const [path, codigo] of [
      ['/verificacion/certificado', DEMO_CODES.certificate],
      ['/verificacion/certificado', DEMO_CODES.revokedCertificate],
      ['/verificacion/certificado', 'ZZZZ-ZZZZ-ZZZZ'],
      ['/verificacion/declaracionjurada', DEMO_CODES.statement],
      ['/verificacion/declaracionjurada', 'ZZZZ-ZZZZ-ZZZZ'],
    ] as const) {
      await callOk('main', path, { method: 'POST', body: { codigo, desafio: await desafio() } });
    }
    const link = await callOk('main', '/redireccion/verificar/certificado', {});
    expect(link.body.results).toEqual({ ruta: '/verificarconstanciasycertificados', enlace: null });
    await callOk('main', '/redireccion/biblioteca/catalogo', {});
  });
});
