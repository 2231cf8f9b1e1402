// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { enrolmentDocumentTexts } from './texts.ts';
import { texts } from '../texts.ts';

const MAIN = '/api/main';
const MB = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface StudentDocument {
  tipo: string;
  nombre: string;
  id: number | null;
  estado: string | null;
  observacion: string | null;
  archivo: { nombre: string; tamano: number } | null;
}

interface StaffDocument {
  id: number;
  idAlumno: number;
  tipo: string;
  estado: string;
  observacion: string | null;
  archivo: { idArchivo: number };
}

const demo = useTestApiWithDatabase({ seed: { students: 60 } });

/** A PDF of exactly `size` bytes: its signature, then padding. */
const pdfOfSize = (size: number) =>
  Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]);

let keys = 0;
const nextKey = () => `clave-de-prueba-${String((keys += 1)).padStart(8, '0')}`;

const uploadFile = (usuario: string, name: string, bytes: Buffer) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/archivo/subir`,
    ...multipartBody({ tipo: 'DOCUMENTO_MATRICULA' }, { name, bytes }),
  });

async function fileId(usuario: string, name = 'dni.pdf', bytes = TINY_PDF): Promise<number> {
  const uploaded = await uploadFile(usuario, name, bytes);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().results.idArchivo as number;
}

const submit = (usuario: string, tipo: string, idArchivo: number, key = nextKey()) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/documentomatricula/alumno/${tipo}/subir`,
    payload: { claveIdempotencia: key, idArchivo },
  });

async function uploadDocument(usuario: string, tipo: string): Promise<StudentDocument> {
  const response = await submit(usuario, tipo, await fileId(usuario));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as StudentDocument;
}

const ownList = async (usuario: string) =>
  (await demo.api.call(usuario, { url: `${MAIN}/documentomatricula/alumno/listar` })).json()
    .results as {
    documentos: StudentDocument[];
    faltantes: number;
    observados: number;
    completo: boolean;
  };

const staffList = (filter: Record<string, unknown>, range = '[0,24]', usuario = 'colaborador') =>
  demo.api.call(usuario, {
    url: `${MAIN}/admin/documentos-matricula`,
    query: { filter: JSON.stringify(filter), range },
  });

const decide = (id: number, action: 'aprobar' | 'observar', payload: Record<string, unknown>) =>
  demo.api.call('colaborador', {
    method: 'POST',
    url: `${MAIN}/documentomatricula/${id}/${action}`,
    payload,
  });

const staffDocument = async (id: number) =>
  (
    await demo.api.call('colaborador', { url: `${MAIN}/admin/documentos-matricula/${id}` })
  ).json() as StaffDocument;

const taskOf = (username: string) =>
  demo.db
    .prepare(
      `SELECT t.completed_at AS completedAt FROM user_tasks t JOIN users u ON u.id = t.user_id
        WHERE u.username = ? AND t.modulo = 'subirDocumentos'`,
    )
    .get(username) as { completedAt: number | null } | undefined;

describe('listarDocumentosMatriculaAlumno', () => {
  it('asks a DNI career student for both sides, the certificate and the photo, none uploaded', async () => {
    const { documentos, faltantes, observados, completo } = await ownList('alumno1');
    expect(documentos.map((d) => [d.tipo, d.nombre, d.estado])).toEqual([
      ['DNI_ANVERSO', 'DNI (anverso)', null],
      ['DNI_REVERSO', 'DNI (reverso)', null],
      ['CERTIFICADO_SECUNDARIA', 'Certificado de estudios secundarios', null],
      ['FOTO_CARNE', 'Foto tamaño carné', null],
    ]);
    expect({ faltantes, observados, completo }).toEqual({
      faltantes: 4,
      observados: 0,
      completo: false,
    });
  });

  it('asks a student with a carné de extranjería for one copy of it instead of the DNI', async () => {
    const { documentos } = await ownList('alumno6');
    expect(documentos.map((d) => d.tipo)).toEqual([
      'CARNE_EXTRANJERIA',
      'CERTIFICADO_SECUNDARIA',
      'FOTO_CARNE',
    ]);
  });

  it('refuses other roles and callers without a session', async () => {
    const url = `${MAIN}/documentomatricula/alumno/listar`;
    expect((await demo.api.call('docente', { url })).statusCode).toBe(403);
    expect((await demo.api.call('colaborador', { url })).statusCode).toBe(403);
    const anonymous = await demo.api.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('archivo/subir for an enrolment document', () => {
  it('takes a file of exactly 5 MB and refuses one byte more with the spec §5 message', async () => {
    expect((await uploadFile('alumno2', 'dni.pdf', pdfOfSize(5 * MB))).statusCode).toBe(200);
    const tooBig = await uploadFile('alumno2', 'dni.pdf', pdfOfSize(5 * MB + 1));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().messagePublic).toBe('El archivo excede el tamaño permitido.');
  });

  it('refuses bytes that are not what the extension says, and formats it does not take', async () => {
    const renamed = await uploadFile('alumno2', 'dni.pdf', PNG);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().messagePublic).toBe('El archivo es de un formato no permitido.');
    const word = await uploadFile('alumno2', 'dni.docx', TINY_PDF);
    expect(word.json().messagePublic).toBe('El archivo es de un formato no permitido.');
    expect((await uploadFile('alumno2', 'foto.png', PNG)).statusCode).toBe(200);
  });
});

describe('subirDocumentoMatricula', () => {
  it('makes the file the document, pending, and a new one replaces it and deletes the old file', async () => {
    const first = await uploadDocument('alumno2', 'DNI_ANVERSO');
    expect(first).toMatchObject({ estado: 'PENDIENTE', archivo: { nombre: 'dni.pdf' } });
    const oldFile = (await staffDocument(first.id!)).archivo.idArchivo;
    const secondFile = await fileId('alumno2', 'dni-nuevo.png', PNG);
    const second = await submit('alumno2', 'DNI_ANVERSO', secondFile);
    expect(second.json().results).toMatchObject({
      id: first.id,
      estado: 'PENDIENTE',
      archivo: { nombre: 'dni-nuevo.png' },
    });
    expect(second.json().messagePublic).toBe(enrolmentDocumentTexts.uploaded);
    expect(demo.db.prepare('SELECT id FROM files WHERE id = ?').get(oldFile)).toBeUndefined();
  });

  it('answers a retry with the same key as the first upload did, replacing nothing', async () => {
    const key = nextKey();
    const first = await submit('alumno3', 'DNI_REVERSO', await fileId('alumno3'), key);
    const other = await fileId('alumno3', 'otro.pdf');
    const retry = await submit('alumno3', 'DNI_REVERSO', other, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().results).toEqual(first.json().results);
    expect(retry.json().results.archivo.nombre).toBe('dni.pdf');
  });

  it('refuses a type the student does not owe, another file and a file used already', async () => {
    const passport = await submit('alumno3', 'PASAPORTE', await fileId('alumno3'));
    expect(passport.statusCode).toBe(400);
    expect(passport.json().errors).toEqual({ tipo: [enrolmentDocumentTexts.notOwed] });

    const othersFile = await fileId('alumno4');
    const stolen = await submit('alumno3', 'FOTO_CARNE', othersFile);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ idArchivo: [enrolmentDocumentTexts.notYourFile] });

    const cv = await demo.api.call('alumno3', {
      method: 'POST',
      url: `${MAIN}/archivo/subir`,
      ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }),
    });
    const wrongPurpose = await submit('alumno3', 'FOTO_CARNE', cv.json().results.idArchivo);
    expect(wrongPurpose.statusCode).toBe(400);

    const used = await uploadDocument('alumno3', 'FOTO_CARNE');
    const file = (await staffDocument(used.id!)).archivo.idArchivo;
    expect((await submit('alumno3', 'CERTIFICADO_SECUNDARIA', file)).statusCode).toBe(400);
  });

  it('refuses to replace an approved document', async () => {
    const uploaded = await uploadDocument('alumno4', 'DNI_ANVERSO');
    const { archivo } = await staffDocument(uploaded.id!);
    expect(
      (await decide(uploaded.id!, 'aprobar', { idArchivo: archivo.idArchivo })).statusCode,
    ).toBe(200);
    const again = await submit('alumno4', 'DNI_ANVERSO', await fileId('alumno4'));
    expect(again.statusCode).toBe(400);
    expect(again.json().messagePublic).toBe(enrolmentDocumentTexts.approvedStays);
  });

  it('refuses teachers and staff', async () => {
    for (const usuario of ['docente', 'colaborador']) {
      const response = await demo.api.call(usuario, {
        method: 'POST',
        url: `${MAIN}/documentomatricula/alumno/DNI_ANVERSO/subir`,
        payload: { claveIdempotencia: nextKey(), idArchivo: 1 },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('descargarDocumentoMatricula', () => {
  it('gives the file to its student and to staff, and refuses another student and teachers', async () => {
    const own = await uploadDocument('alumno5', 'DNI_ANVERSO');
    const url = `${MAIN}/documentomatricula/${own.id}/archivo`;
    const mine = await demo.api.call('alumno5', { url });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('dni.pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await demo.api.call('colaborador', { url })).statusCode).toBe(200);
    const other = await demo.api.call('alumno', { url });
    expect(other.statusCode).toBe(403);
    expect(other.json().messagePublic).toBe(texts.forbidden);
    expect((await demo.api.call('docente', { url })).statusCode).toBe(403);
    expect((await demo.api.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await demo.api.call('colaborador', { url: `${MAIN}/documentomatricula/999999/archivo` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('listarDocumentosMatricula', () => {
  it('pages every seeded document, oldest upload first, with Content-Range', async () => {
    const total = (
      demo.db.prepare('SELECT count(*) AS n FROM enrolment_documents').get() as {
        n: number;
      }
    ).n;
    expect(total).toBeGreaterThan(25);
    const first = await staffList({}, '[0,9]');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-range']).toBe(`documentos-matricula 0-9/${total}`);
    const rows = first.json() as { fechaCarga: string }[];
    expect(rows.map((r) => r.fechaCarga)).toEqual(rows.map((r) => r.fechaCarga).sort());
  });

  it('filters by state, type and the student searched', async () => {
    const observed = (
      await staffList({ estado: 'OBSERVADO' }, '[0,999]')
    ).json() as StaffDocument[];
    expect(observed.length).toBeGreaterThan(0);
    expect(observed.every((d) => d.estado === 'OBSERVADO' && d.observacion)).toBe(true);
    const photos = (await staffList({ tipo: 'FOTO_CARNE' }, '[0,999]')).json() as StaffDocument[];
    expect(photos.every((d) => d.tipo === 'FOTO_CARNE')).toBe(true);
    await uploadDocument('alumno7', 'FOTO_CARNE');
    const found = (await staffList({ q: 'ALUMNO7' })).json() as { usuario: string }[];
    expect(found.map((d) => d.usuario)).toEqual(['alumno7']);
  });

  it('refuses students and teachers', async () => {
    for (const usuario of ['alumno', 'docente']) {
      expect((await staffList({}, '[0,9]', usuario)).statusCode).toBe(403);
    }
  });
});

describe('aprobarDocumentoMatricula and observarDocumentoMatricula', () => {
  it('takes a reason of 5 to 500 characters once trimmed, and refuses 4 and 501', async () => {
    const anverso = await uploadDocument('alumno8', 'DNI_ANVERSO');
    const reverso = await uploadDocument('alumno8', 'DNI_REVERSO');
    const file = async (id: number) => (await staffDocument(id)).archivo.idArchivo;
    const observe = async (id: number, observacion: string) =>
      decide(id, 'observar', { idArchivo: await file(id), observacion });

    const four = await observe(anverso.id!, 'abcd');
    expect(four.statusCode).toBe(400);
    expect(four.json().errors).toEqual({ observacion: [texts.validation.minLength(5)] });
    const padded = await observe(anverso.id!, '   abcd   ');
    expect(padded.statusCode).toBe(400);
    const long = await observe(anverso.id!, 'x'.repeat(501));
    expect(long.json().errors).toEqual({ observacion: [texts.validation.maxLength] });

    const five = await observe(anverso.id!, '  Borro  ');
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json().results).toMatchObject({ estado: 'OBSERVADO', observacion: 'Borro' });
    const fiveHundred = await observe(reverso.id!, 'y'.repeat(500));
    expect(fiveHundred.statusCode).toBe(200);
  });

  it('tells the student why, with a link to /subir-documentos, and they see the reason', async () => {
    const uploaded = await uploadDocument('alumno7', 'CERTIFICADO_SECUNDARIA');
    const { archivo } = await staffDocument(uploaded.id!);
    const observacion = 'Falta la firma del director del colegio.';
    await decide(uploaded.id!, 'observar', { idArchivo: archivo.idArchivo, observacion });
    const notification = demo.db
      .prepare(
        `SELECT n.title, n.description, n.link FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE u.username = 'alumno7' ORDER BY n.id DESC LIMIT 1`,
      )
      .get() as { title: string; description: string; link: string };
    expect(notification).toEqual({
      title: enrolmentDocumentTexts.notification.title,
      description: `Reemplaza tu Certificado de estudios secundarios. Motivo: ${observacion}`,
      link: '/subir-documentos',
    });
    const { documentos, observados } = await ownList('alumno7');
    expect(observados).toBe(1);
    expect(documentos.find((d) => d.tipo === 'CERTIFICADO_SECUNDARIA')).toMatchObject({
      estado: 'OBSERVADO',
      observacion,
    });
    // Replacing it puts it back in the queue without the old reason.
    const replaced = await uploadDocument('alumno7', 'CERTIFICADO_SECUNDARIA');
    expect(replaced).toMatchObject({ estado: 'PENDIENTE', observacion: null });
  });

  it('decides a pending document once, and only on the file the reviewer saw', async () => {
    const uploaded = await uploadDocument('alumno5', 'DNI_REVERSO');
    const seen = (await staffDocument(uploaded.id!)).archivo.idArchivo;
    await uploadDocument('alumno5', 'DNI_REVERSO');
    const stale = await decide(uploaded.id!, 'aprobar', { idArchivo: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(enrolmentDocumentTexts.replaced);
    const current = (await staffDocument(uploaded.id!)).archivo.idArchivo;
    expect((await decide(uploaded.id!, 'aprobar', { idArchivo: current })).statusCode).toBe(200);
    const twice = await decide(uploaded.id!, 'observar', {
      idArchivo: current,
      observacion: 'Ya no se puede observar.',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().messagePublic).toBe(enrolmentDocumentTexts.notPending);
    expect((await decide(999_999, 'aprobar', { idArchivo: current })).statusCode).toBe(404);
  });

  it('refuses students, teachers and callers without a session', async () => {
    const url = `${MAIN}/documentomatricula/1/aprobar`;
    for (const usuario of ['alumno', 'docente']) {
      const response = await demo.api.call(usuario, {
        method: 'POST',
        url,
        payload: { idArchivo: 1 },
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await demo.api.app.inject({ method: 'POST', url, payload: { idArchivo: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the task 'subirDocumentos'", () => {
  it('completes once nothing is missing or observed, and an observation opens it again', async () => {
    // A seeded student whose task is open only for documents never uploaded.
    const student = demo.db
      .prepare(
        `SELECT u.username FROM users u JOIN user_tasks t ON t.user_id = u.id
          WHERE t.modulo = 'subirDocumentos' AND t.completed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM enrolment_documents d
              WHERE d.student_id = u.id AND d.estado = 'OBSERVADO')
          ORDER BY u.id LIMIT 1`,
      )
      .get() as { username: string };
    const missing = (await ownList(student.username)).documentos.filter((d) => d.estado === null);
    expect(missing.length).toBeGreaterThan(0);
    for (const [index, document] of missing.entries()) {
      expect(taskOf(student.username)?.completedAt).toBeNull();
      await uploadDocument(student.username, document.tipo);
      if (index === missing.length - 1) break;
    }
    expect(taskOf(student.username)?.completedAt).toEqual(expect.any(Number));
    expect((await ownList(student.username)).completo).toBe(true);

    const last = (await ownList(student.username)).documentos.find(
      (d) => d.tipo === missing.at(-1)!.tipo,
    )!;
    const { archivo } = await staffDocument(last.id!);
    await decide(last.id!, 'observar', {
      idArchivo: archivo.idArchivo,
      observacion: 'La imagen está borrosa.',
    });
    expect(taskOf(student.username)?.completedAt).toBeNull();
  });

  it('leaves the seeded copies agreeing with the seeded documents', async () => {
    const disagreeing = demo.db
      .prepare(
        `SELECT u.username FROM users u JOIN user_tasks t ON t.user_id = u.id
          WHERE t.modulo = 'subirDocumentos' AND t.completed_at IS NOT NULL
            AND EXISTS (SELECT 1 FROM enrolment_documents d
              WHERE d.student_id = u.id AND d.estado = 'OBSERVADO')`,
      )
      .all();
    expect(disagreeing).toEqual([]);
  });
});
