// @vitest-environment node
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import {
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_VALID_SECONDS,
  PHONE_CODES_PER_HOUR,
} from './phoneCodes.ts';

const MB = 1024 * 1024;
const FORBIDDEN = 'No tienes permiso para realizar esta acción.';
const PHOTO_FORMAT = '* El archivo es de un formato no permitido';
const PHOTO_SIZE = 'El archivo excede el tamaño permitido (Máximo: 5MB)';

let api: TestApi;
let ids: Record<string, number>;
beforeAll(async () => {
  api = await createTestApi();
  ids = {};
  for (const usuario of ['alumno', 'docente', 'colaborador', 'superadmin', 'docente.nuevo']) {
    const token = await api.login(usuario);
    ids[usuario] = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).idu;
  }
});
afterAll(() => api.app.close());

const call = (usuario: string | null, request: InjectOptions) => api.call(usuario, request);
const profile = (usuario: string, id = ids[usuario]) =>
  call(usuario, { method: 'GET', url: `/api/main/perfil/${id}/datospersonales` });
const firstError = (body: { errors?: Record<string, string[]> }) =>
  Object.values(body.errors ?? {})[0]?.[0];

describe('GET perfil/{id}/datospersonales', () => {
  it("gives the student's own record, enrolments and document", async () => {
    const response = await profile('alumno');
    expect(response.statusCode).toBe(200);
    const perfil = response.json().results;
    expect(perfil.idUsuario).toBe(ids.alumno);
    expect(perfil.programas.length).toBeGreaterThan(0);
    expect(perfil.sede).toEqual(expect.any(String));
    expect(perfil.tipoDocumento).toMatch(/^(DNI|CE)$/);
    expect(perfil.numeroDocumento).toMatch(/^\d{8,9}$/);
    // Verified at the last data update (045).
    expect(perfil.phoneVerified).toBe(true);
  });

  it('gives staff no programmes or campus', async () => {
    const perfil = (await profile('colaborador')).json().results;
    expect(perfil.programas).toEqual([]);
    expect(perfil.sede).toBeNull();
  });

  it.each([
    ['alumno', 'docente'],
    ['docente', 'alumno'],
    ['colaborador', 'alumno'],
    ['superadmin', 'alumno'],
  ])("refuses %s another user's profile (%s)", async (usuario, other) => {
    const response = await profile(usuario, ids[other]);
    expect(response.statusCode).toBe(403);
    expect(response.json().messagePublic).toBe(FORBIDDEN);
  });
});

describe('PUT perfil/{id}/datospersonales', () => {
  const update = (usuario: string, payload: object, id = ids[usuario]) =>
    call(usuario, { method: 'PUT', url: `/api/main/perfil/${id}/datospersonales`, payload });
  const valid = {
    email: '  lucia.nueva@correo.example ',
    address: 'Jr. Las Magnolias 245',
    ubigeo: '150135',
    gender: 'O',
  };

  it('saves the contact, trimmed, with the names of the chosen district', async () => {
    const response = await update('alumno', valid);
    expect(response.statusCode, response.body).toBe(200);
    const perfil = response.json().results;
    expect(perfil).toMatchObject({
      email: 'lucia.nueva@correo.example',
      address: 'Jr. Las Magnolias 245',
      ubigeo: '150135',
      district: 'San Martín de Porres',
      province: 'Lima',
      department: 'Lima',
      gender: { code: 'O', name: 'Otro' },
    });
    expect((await profile('alumno')).json().results.email).toBe('lucia.nueva@correo.example');
  });

  it.each([
    [{ ...valid, email: 'no-es-correo' }, 'No es un correo válido.'],
    [{ ...valid, address: '   ' }, 'El campo es requerido.'],
    [{ ...valid, address: 'x'.repeat(151) }, 'Has llegado al límite de caracteres.'],
    [{ ...valid, ubigeo: '159999' }, 'Elige un distrito de la lista.'],
    [{ ...valid, ubigeo: '1501' }, 'No cumple con el formato.'],
    [{ ...valid, gender: 'X' }, 'No es un valor válido.'],
  ])('refuses %j with its message', async (payload, message) => {
    const response = await update('alumno', payload);
    expect(response.statusCode).toBe(400);
    expect(firstError(response.json())).toBe(message);
  });

  it('takes an address of exactly 150 characters', async () => {
    const response = await update('alumno', { ...valid, address: 'x'.repeat(150) });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another user's id and other roles", async () => {
    expect((await update('alumno', valid, ids.docente)).statusCode).toBe(403);
    expect((await update('docente', valid)).statusCode).toBe(403);
    expect((await update('superadmin', valid, ids.alumno)).statusCode).toBe(403);
  });
});

describe('privacy switches', () => {
  const save = (usuario: string, rol: 'alumno' | 'docente', payload: object) =>
    call(usuario, {
      method: 'PUT',
      url: `/api/main/perfil/${rol}/privacidaddatospersonales`,
      payload,
    });

  it.each([
    ['alumno', 'alumno'],
    ['docente', 'docente'],
  ] as const)('%s saves both switches and reads them back', async (usuario, rol) => {
    for (const state of [
      { showPhone: true, showEmail: false },
      { showPhone: false, showEmail: true },
    ]) {
      expect((await save(usuario, rol, state)).json().results).toEqual(state);
      expect((await profile(usuario)).json().results).toMatchObject(state);
    }
  });

  it('refuses the other role and a body that is not two booleans', async () => {
    expect((await save('docente', 'alumno', { showPhone: true, showEmail: true })).statusCode).toBe(
      403,
    );
    expect((await save('alumno', 'docente', { showPhone: true, showEmail: true })).statusCode).toBe(
      403,
    );
    const bad = await save('alumno', 'alumno', { showPhone: 'sí', showEmail: true });
    expect(bad.statusCode).toBe(400);
  });
});

describe('phone verification', () => {
  const send = (usuario: string, celular: string) =>
    call(usuario, {
      method: 'POST',
      url: '/api/main/perfil/verificartelefono',
      payload: { celular },
    });
  const confirm = (usuario: string, codigo: string) =>
    call(usuario, {
      method: 'POST',
      url: '/api/main/perfil/verificartelefono/confirmar',
      payload: { codigo },
    });
  const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

  it.each(['887654321', '98765432', '9876543210', '9 8765432', 'abcdefghi'])(
    'refuses %s with the phone rule',
    async (celular) => {
      const response = await send('docente', celular);
      expect(response.statusCode).toBe(400);
      expect(firstError(response.json())).toBe('No es un número válido.');
    },
  );

  it('sends a code, waits 59 s before another, and verifies the number with it', async () => {
    api.advance(3_600_000);
    const sent = await send('alumno', '912345678');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().results).toEqual({
      celular: '9*****678',
      vigenciaSegundos: PHONE_CODE_VALID_SECONDS,
      reenvioSegundos: PHONE_CODE_RESEND_SECONDS,
    });
    api.advance((PHONE_CODE_RESEND_SECONDS - 1) * 1000);
    const early = await send('alumno', '912345678');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    api.advance(1000);
    expect((await send('alumno', '912345678')).statusCode).toBe(200);
    const code = api.lastCode('alumno')!;
    const verified = await confirm('alumno', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().results).toEqual({ phone: '912345678', phoneVerified: true });
    expect((await profile('alumno')).json().results).toMatchObject({
      phone: '912345678',
      phoneVerified: true,
    });
    // Spent: the same code does not verify twice.
    const again = await confirm('alumno', code);
    expect(firstError(again.json())).toBe('El código venció. Solicita uno nuevo.');
    // The verified number needs no new code.
    api.advance(PHONE_CODE_RESEND_SECONDS * 1000);
    expect(firstError((await send('alumno', '912345678')).json())).toBe(
      'Ese número ya está verificado en tu perfil.',
    );
  });

  it(`locks the code after ${PHONE_CODE_ATTEMPTS} wrong tries, even for the right one after`, async () => {
    api.advance(3_600_000);
    expect((await send('colaborador', '923456789')).statusCode).toBe(200);
    const code = api.lastCode('colaborador')!;
    for (let attempt = 1; attempt < PHONE_CODE_ATTEMPTS; attempt += 1) {
      const response = await confirm('colaborador', wrongCode(code));
      expect(firstError(response.json())).toBe(
        'El código ingresado es incorrecto. Inténtalo nuevamente.',
      );
    }
    const last = await confirm('colaborador', wrongCode(code));
    expect(firstError(last.json())).toBe(
      'Superaste los intentos permitidos. Solicita un código nuevo.',
    );
    expect(firstError((await confirm('colaborador', code)).json())).toBe(
      'Superaste los intentos permitidos. Solicita un código nuevo.',
    );
    expect((await profile('colaborador')).json().results.phone).not.toBe('923456789');
  });

  it('expires the code after 5 minutes, and not a second before', async () => {
    api.advance(3_600_000);
    expect((await send('superadmin', '934567891')).statusCode).toBe(200);
    const code = api.lastCode('superadmin')!;
    api.advance(PHONE_CODE_VALID_SECONDS * 1000 + 1);
    expect(firstError((await confirm('superadmin', code)).json())).toBe(
      'El código venció. Solicita uno nuevo.',
    );
    api.advance(PHONE_CODE_RESEND_SECONDS * 1000);
    expect((await send('superadmin', '934567891')).statusCode).toBe(200);
    api.advance(PHONE_CODE_VALID_SECONDS * 1000);
    expect((await confirm('superadmin', api.lastCode('superadmin')!)).statusCode).toBe(200);
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses the code %j', async (codigo) => {
    const response = await confirm('docente.nuevo', codigo);
    expect(response.statusCode).toBe(400);
  });

  it(`sends at most ${PHONE_CODES_PER_HOUR} codes an hour`, async () => {
    api.advance(3_600_000);
    for (let sent = 0; sent < PHONE_CODES_PER_HOUR; sent += 1) {
      expect((await send('docente', '945678912')).statusCode).toBe(200);
      api.advance(PHONE_CODE_RESEND_SECONDS * 1000);
    }
    const over = await send('docente', '945678912');
    expect(over.statusCode).toBe(429);
    expect(over.json().messagePublic).toMatch(/^Ya pediste varios códigos en la última hora/);
  });
});

/** A valid PNG of `size` bytes: a real image, padded by a text chunk before its end. */
async function pngOfSize(size: number): Promise<Buffer> {
  const image = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#1f6b3a' },
  })
    .png()
    .toBuffer();
  const end = image.length - 12; // IEND chunk
  const padding = size - image.length - 12;
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding - 8, 0x61)]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([image.subarray(0, end), length, type, data, crc, image.subarray(end)]);
}

describe('PUT perfil/cambiarfoto and GET perfil/foto/{id}', () => {
  const change = (usuario: string, bytes: Buffer, extensionImagen: string) =>
    call(usuario, {
      method: 'PUT',
      url: '/api/main/perfil/cambiarfoto',
      payload: { imagenCodificada: bytes.toString('base64'), extensionImagen },
    });
  const photo = (path: string) => api.app.inject({ method: 'GET', url: `/api/main/${path}` });

  it('re-encodes a 5 MB photo as a 164 px square without its metadata, at an unguessable address', async () => {
    const original = await pngOfSize(5 * MB);
    expect(original.length).toBe(5 * MB);
    const response = await change('alumno', original, 'png');
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().results.urlFotoPerfil;
    expect(url).toMatch(new RegExp(`^perfil/foto/${ids.alumno}\\?clave=[0-9a-f]{32}$`));
    expect((await profile('alumno')).json().results.photo).toBe(url);
    const served = await photo(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([164, 164]);
    expect(served.rawPayload.includes(Buffer.from('tEXt'))).toBe(false);
    expect(served.rawPayload.length).toBeLessThan(20_000);
  });

  it('drops the EXIF (GPS position) of a phone JPEG', async () => {
    const withGps = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#8a1c4b' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefono' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await change('docente', withGps, 'jpg');
    expect(response.statusCode, response.body).toBe(200);
    const served = await photo(response.json().results.urlFotoPerfil);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([164, 164]);
  });

  it('answers 404 for a wrong key and for the replaced photo', async () => {
    const first = (await change('colaborador', await pngOfSize(4096), 'png')).json().results
      .urlFotoPerfil as string;
    const second = (await change('colaborador', await pngOfSize(4096), 'png')).json().results
      .urlFotoPerfil as string;
    expect(second).not.toBe(first);
    expect((await photo(first)).statusCode).toBe(404);
    expect((await photo(second)).statusCode).toBe(200);
    // One character of the key changed (to another one: the key is random).
    const wrong = second.replace(/clave=(.)/, (_, first: string) => `clave=${first === '0' ? '1' : '0'}`);
    expect((await photo(wrong)).statusCode).toBe(404);
    expect((await photo(`perfil/foto/${ids.alumno}?clave=${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('refuses one byte over 5 MB with the spec message', async () => {
    const response = await change('alumno', await pngOfSize(5 * MB + 1), 'png');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.json())).toBe(PHOTO_SIZE);
  });

  it.each([
    ['a PDF named .png', TINY_PDF, 'png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'svg',
    ],
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'gif'],
  ])('refuses %s as a format not allowed', async (_name, bytes, extension) => {
    const response = await change('alumno', bytes, extension);
    expect(response.statusCode).toBe(400);
    expect(firstError(response.json())).toBe(PHOTO_FORMAT);
  });

  it('refuses a PNG whose pixels cannot be read, and text that is not base64', async () => {
    const broken = Buffer.concat([(await pngOfSize(4096)).subarray(0, 60)]);
    const unreadable = await change('alumno', broken, 'png');
    expect(firstError(unreadable.json())).toBe('No pudimos leer la imagen. Prueba con otra foto.');
    const notBase64 = await call('alumno', {
      method: 'PUT',
      url: '/api/main/perfil/cambiarfoto',
      payload: { imagenCodificada: '***', extensionImagen: 'png' },
    });
    expect(firstError(notBase64.json())).toBe(PHOTO_FORMAT);
  });
});

describe('the teacher CV', () => {
  const upload = async (usuario: string, tipo = 'CV', name = 'cv.pdf', bytes: Buffer = TINY_PDF) =>
    (
      await call(usuario, {
        method: 'POST',
        url: '/api/main/archivo/subir',
        ...multipartBody({ tipo }, { name, bytes }),
      })
    ).json().results.idArchivo as number;
  const save = (usuario: string, idArchivo: number) =>
    call(usuario, { method: 'PUT', url: '/api/main/perfil/docente/cv', payload: { idArchivo } });
  const current = (usuario: string) =>
    call(usuario, { method: 'GET', url: '/api/main/perfil/docente/cv' });
  const download = (usuario: string, id: number) =>
    call(usuario, { method: 'GET', url: `/api/main/archivo/${id}` });

  it('starts empty, keeps one current CV and deletes the one it replaces', async () => {
    expect((await current('docente.nuevo')).json().results).toBeNull();
    const first = await upload('docente.nuevo');
    expect((await save('docente.nuevo', first)).statusCode).toBe(200);
    expect((await current('docente.nuevo')).json().results).toMatchObject({
      idArchivo: first,
      nombre: 'cv.pdf',
      extension: 'pdf',
    });
    expect((await download('docente.nuevo', first)).statusCode).toBe(200);
    const second = await upload('docente.nuevo', 'CV', 'cv-2026.pdf');
    const saved = await save('docente.nuevo', second);
    expect(saved.json().messagePublic).toBe('Tu Curriculum Vitae se guardó correctamente.');
    expect((await current('docente.nuevo')).json().results.idArchivo).toBe(second);
    expect((await download('docente.nuevo', first)).statusCode).toBe(404);
    expect(Buffer.compare((await download('docente.nuevo', second)).rawPayload, TINY_PDF)).toBe(0);
  });

  it("refuses another teacher's file, a file that is not a CV and other roles", async () => {
    const theirs = await upload('docente');
    expect((await save('docente.nuevo', theirs)).statusCode).toBe(403);
    const image = await upload('docente', 'IMAGEN_PUBLICACION', 'foto.png', await pngOfSize(2048));
    expect(firstError((await save('docente', image)).json())).toBe(
      'Elige un Curriculum Vitae que hayas subido tú.',
    );
    expect(firstError((await save('docente', 999_999)).json())).toBe(
      'Elige un Curriculum Vitae que hayas subido tú.',
    );
    expect((await current('alumno')).statusCode).toBe(403);
    expect((await save('colaborador', theirs)).statusCode).toBe(403);
  });
});

describe('what others see of a person', () => {
  const privacy = (showPhone: boolean, showEmail: boolean) =>
    call('alumno', {
      method: 'PUT',
      url: '/api/main/perfil/alumno/privacidaddatospersonales',
      payload: { showPhone, showEmail },
    });
  const json = async (usuario: string, url: string) =>
    (await call(usuario, { method: 'GET', url: `/api/main${url}` })).json().results;

  it("shows the teacher a student's phone and e-mail only while the student's switches do", async () => {
    const me = (await profile('alumno')).json().results;
    const sections = (await json('docente', '/cursos/docente/listar')).secciones as {
      idSeccion: number;
    }[];
    const find = async () => {
      for (const section of sections) {
        const detail = await json('docente', `/cursos/docente/seccion/${section.idSeccion}`);
        const seated = detail.alumnos.find(
          (student: { nombre: string }) => student.nombre === me.nombreCompleto,
        );
        if (seated) return seated as { telefono: string | null; correo: string | null };
      }
      throw new Error(`alumno sits in none of docente's ${sections.length} sections`);
    };
    await privacy(false, false);
    expect(await find()).toMatchObject({ telefono: null, correo: null });
    await privacy(true, false);
    expect(await find()).toMatchObject({ telefono: me.phone, correo: null });
    await privacy(false, true);
    expect(await find()).toMatchObject({ telefono: null, correo: me.email });
  });

  it("gives staff the requester's contact as the requester allows, and the requester none", async () => {
    const me = (await profile('alumno')).json().results;
    const tray = await json(
      'colaborador',
      '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&solicitante=alumno',
    );
    const mine = (
      tray.solicitudes as { idSolicitud: number; solicitante: { idUsuario: number } }[]
    ).find((solicitud) => solicitud.solicitante.idUsuario === ids.alumno);
    expect(mine, 'alumno has an open manual ticket in the demo').toBeDefined();
    const detail = (usuario: string) =>
      json(usuario, `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${mine!.idSolicitud}`);
    await privacy(true, true);
    expect((await detail('colaborador')).contactoSolicitante).toEqual({
      telefono: me.phone,
      correo: me.email,
    });
    await privacy(false, false);
    expect((await detail('colaborador')).contactoSolicitante).toEqual({
      telefono: null,
      correo: null,
    });
    expect((await detail('alumno')).contactoSolicitante).toBeNull();
  });
});
