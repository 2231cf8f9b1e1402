// @vitest-environment node
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../../seed/certificates.ts';
import { pdfQrHolds } from '../../test/pdfQr.ts';
import { solvedFrom } from '../../test/solveProofOfWork.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { signCertificate, signedStatement, verifyStatement } from './signature.ts';
import { certificateByCode } from './stored.ts';
import { certificateTexts as t } from './texts.ts';

const MAIN = '/api/main';
const demo = useTestApiWithDatabase({ seed: { students: 40 } });

interface Programa {
  idMatricula: number;
  programa: string;
  egresado: boolean;
  periodos: { periodo: string; cursos: { curso: string; nota: string; creditos: number }[] }[];
  creditosAprobados: number;
  certificado: { codigo: string; emitidoEn: string } | null;
  emision: string;
  costoCentimos: number;
}

const read = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/certificado/alumno` })).json().results
    .programas as Programa[];
let keys = 0;
const issue = (
  usuario: string,
  idMatricula: number,
  claveIdempotencia = `clave-certificado-${(keys += 1)}`,
) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/certificado/alumno/emitir`,
    payload: { claveIdempotencia, idMatricula },
  });
const download = (usuario: string, codigo: string) =>
  demo.api.call(usuario, { url: `${MAIN}/certificado/${codigo}/descargar` });

describe('obtenerCertificadoEstudios', () => {
  it("states a graduate's record by period with the credits of the passed courses", async () => {
    const [career] = await read('alumno.egresado');
    expect(career!.egresado).toBe(true);
    expect(career!.periodos).toHaveLength(6);
    const passed = career!.periodos
      .flatMap((p) => p.cursos)
      .filter((c) => Number(c.nota) >= 13)
      .reduce((sum, c) => sum + c.creditos, 0);
    expect(career!.creditosAprobados).toBe(passed);
    expect(career!.certificado?.codigo).toBe(DEMO_CODES.certificate);
    // A second certificate goes through the paid procedure.
    expect(career!.emision).toBe('TRAMITE');
    expect(career!.costoCentimos).toBeGreaterThan(0);
  });

  it("counts no credit for a failed or not-sat course (the demo student's record)", async () => {
    const [career] = await read('alumno');
    const courses = career!.periodos.flatMap((p) => p.cursos);
    expect(courses.some((c) => c.nota === 'NSP')).toBe(true);
    const passed = courses.filter((c) => c.nota !== 'NSP' && Number(c.nota) >= 13);
    expect(career!.creditosAprobados).toBe(passed.reduce((sum, c) => sum + c.creditos, 0));
    // alumno's approved CERTESTSU request paid for one certificate.
    expect(career!.emision).toBe('INMEDIATA');
  });

  it('has no entry for an extension programme', async () => {
    expect(await read('alumno.extension')).toEqual([]);
  });

  it('is for students only', async () => {
    expect((await demo.api.call('docente', { url: `${MAIN}/certificado/alumno` })).statusCode).toBe(
      403,
    );
  });
});

describe('emitirCertificadoEstudios and descargarCertificadoEstudios', () => {
  it("issues a graduate's first certificate at once, once per key, and then only through the procedure", async () => {
    const [career] = await read('egresado1');
    expect(career!.emision).toBe('INMEDIATA');
    expect(career!.certificado).toBeNull();
    const first = await issue('egresado1', career!.idMatricula, 'clave-egresado1-primera');
    expect(first.statusCode).toBe(200);
    expect(first.json().messagePublic).toBe(t.issued);
    const { codigo } = first.json().results;
    expect(codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The same key answers the same certificate; a new key is refused: it must be asked for.
    const again = await issue('egresado1', career!.idMatricula, 'clave-egresado1-primera');
    expect(again.json().results.codigo).toBe(codigo);
    const second = await issue('egresado1', career!.idMatricula);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ idMatricula: [t.mustRequest] });
    const [after] = await read('egresado1');
    expect(after!.certificado?.codigo).toBe(codigo);
    expect(after!.emision).toBe('TRAMITE');
    const count = demo.db
      .prepare('SELECT count(*) AS n FROM study_certificates WHERE enrolment_id = ?')
      .get(career!.idMatricula) as { n: number };
    expect(count.n).toBe(1);
  });

  it('codes are random: two certificates issued one after the other share nothing', async () => {
    const [one] = await read('egresado2');
    const [two] = await read('egresado3');
    const a = (await issue('egresado2', one!.idMatricula)).json().results.codigo as string;
    const b = (await issue('egresado3', two!.idMatricula)).json().results.codigo as string;
    expect(a).not.toBe(b);
    expect(a.replace(/-/g, '').slice(0, 8)).not.toBe(b.replace(/-/g, '').slice(0, 8));
  });

  it("turns alumno's approved request into a certificate, once", async () => {
    const [career] = await read('alumno');
    expect((await issue('alumno', career!.idMatricula)).statusCode).toBe(200);
    const refused = await issue('alumno', career!.idMatricula);
    expect(refused.statusCode).toBe(400);
  });

  it("refuses another student's enrolment (403) and an unknown one (404)", async () => {
    const [career] = await read('egresado4');
    expect((await issue('egresado5', career!.idMatricula)).statusCode).toBe(403);
    expect((await issue('egresado5', 2147483647)).statusCode).toBe(404);
  });

  it('refuses a key shorter than 16 characters or longer than 64, and takes both limits', async () => {
    const [career] = await read('egresado6');
    expect((await issue('egresado6', career!.idMatricula, 'x'.repeat(15))).statusCode).toBe(400);
    expect((await issue('egresado6', career!.idMatricula, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await issue('egresado6', career!.idMatricula, 'x'.repeat(16))).statusCode).toBe(200);
    // 64 is a key the schema takes: refused for the second certificate, not for the key.
    const longest = await issue('egresado6', career!.idMatricula, 'y'.repeat(64));
    expect(longest.json().errors).toEqual({ idMatricula: [t.mustRequest] });
  });

  it('draws the certificate as a PDF whose QR code holds its verification address, for its owner only', async () => {
    const response = await download('alumno.egresado', DEMO_CODES.certificate);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `certificado-${DEMO_CODES.certificate}.pdf`,
    );
    const bytes = new Uint8Array(response.rawPayload);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    expect(text).toContain('CERTIFICADO DE ESTUDIOS');
    expect(text).toContain('Rosa Mamani Quispe');
    expect(text).toContain(`Código de verificación: ${DEMO_CODES.certificate}`);
    const [career] = await read('alumno.egresado');
    expect(text).toContain(`Créditos aprobados: ${career!.creditosAprobados}`);
    const url = `http://localhost:5173/verificarconstanciasycertificados?codigo=${DEMO_CODES.certificate}`;
    expect(text).toContain(url);
    // The QR code adds the signature of what the certificate states, checked offline with the
    // published key against the printed text.
    const row = certificateByCode(demo.db, DEMO_CODES.certificate)!;
    const signature = signCertificate(row);
    expect(await pdfQrHolds(bytes, `${url}&firma=${signature}`)).toBe(true);
    expect(await pdfQrHolds(bytes, url)).toBe(false);
    const key = demo.db
      .prepare("SELECT valor FROM parameters WHERE clave = 'CERTIFICADOS_CLAVE_PUBLICA'")
      .get() as { valor: string };
    const statement = signedStatement(row);
    expect(statement.split('|').slice(0, 2)).toEqual([
      DEMO_CODES.certificate,
      'Rosa Mamani Quispe',
    ]);
    expect(verifyStatement(statement, signature, key.valor)).toBe(true);
    expect(verifyStatement(statement.replace(/\|\d+\|/, '|999|'), signature, key.valor)).toBe(
      false,
    );

    expect((await download('alumno', DEMO_CODES.certificate)).statusCode).toBe(403);
    expect((await download('alumno', 'ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
  });
});

describe('revocarCertificadoEstudios', () => {
  const revoke = (usuario: string, codigo: string, motivo = 'Emitido con un nombre mal escrito.') =>
    demo.api.call(usuario, {
      method: 'POST',
      url: `${MAIN}/admin/certificado/${codigo}/revocar`,
      payload: { motivo },
    });
  const verify = async (codigo: string) =>
    demo.api.app.inject({
      method: 'POST',
      url: `${MAIN}/verificacion/certificado`,
      remoteAddress: '203.0.113.7',
      payload: {
        codigo,
        desafio: await solvedFrom(demo.api.app, `${MAIN}/verificacion/desafio`, '203.0.113.7'),
      },
    });

  it('revokes a certificate, with a reason of 5 to 500 characters, once, for staff only', async () => {
    const [career] = await read('egresado7');
    const { codigo } = (await issue('egresado7', career!.idMatricula)).json().results;
    expect((await revoke('egresado7', codigo)).statusCode).toBe(403);
    expect((await revoke('colaborador', codigo, 'x'.repeat(4))).statusCode).toBe(400);
    expect((await revoke('colaborador', codigo, `  ${'x'.repeat(4)}  `)).statusCode).toBe(400);
    expect((await revoke('colaborador', codigo, 'x'.repeat(501))).statusCode).toBe(400);
    const done = await revoke('colaborador', codigo, 'x'.repeat(5));
    expect(done.statusCode).toBe(200);
    expect(done.json().messagePublic).toBe(t.revoked);
    // Again (with the longest reason): the first revocation stands.
    const again = await revoke('colaborador', codigo, 'x'.repeat(500));
    expect(again.json().results).toEqual(done.json().results);
    const reason = demo.db
      .prepare('SELECT revoked_reason AS reason FROM study_certificates WHERE code = ?')
      .get(codigo) as { reason: string };
    expect(reason.reason).toBe('x'.repeat(5));
    expect((await verify(codigo)).json().results.estado).toBe('REVOCADO');
    // The student's page no longer shows it in force; the next one goes through the procedure.
    const [after] = await read('egresado7');
    expect(after!.certificado).toBeNull();
    expect(after!.emision).toBe('TRAMITE');
    // The PDF still says what it stated.
    expect((await download('egresado7', codigo)).statusCode).toBe(200);
  });

  it('is 404 for an unknown code', async () => {
    expect((await revoke('colaborador', 'ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
  });
});
