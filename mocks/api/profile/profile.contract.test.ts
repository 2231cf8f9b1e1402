// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callOk, loginAs, serviceUrl } from '../../test/contractClient.ts';
import { TINY_PDF } from '../../test/multipart.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

// A 1x1 PNG: the demo API re-encodes it as the 164 px profile photo.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

const lastCode = (usuario: string) =>
  readFileSync(String(process.env.CONTRACT_OUTBOX_FILE), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { usuario: string; code: string })
    .findLast((mail) => mail.usuario === usuario)?.code;

describe('Mi cuenta (perfil) through the contract', () => {
  it('lets the student change contact, privacy, phone and photo', async () => {
    const { token, idUsuario } = await loginAs('alumno');
    const saved = await main(`/perfil/${idUsuario}/datospersonales`, {
      method: 'PUT',
      token,
      body: {
        email: 'lucia.contrato@correo.example',
        address: 'Av. Universitaria 1801',
        ubigeo: '150117',
        gender: 'F',
      },
    });
    expect(saved.body.results).toMatchObject({ district: 'Los Olivos' });
    const privacy = await main('/perfil/alumno/privacidaddatospersonales', {
      method: 'PUT',
      token,
      body: { showPhone: true, showEmail: false },
    });
    expect(privacy.body.results).toEqual({ showPhone: true, showEmail: false });

    const sent = await main('/perfil/verificartelefono', {
      method: 'POST',
      token,
      body: { celular: '956781234' },
    });
    expect(sent.body.results).toMatchObject({ celular: '9*****234' });
    const verified = await main('/perfil/verificartelefono/confirmar', {
      method: 'POST',
      token,
      body: { codigo: lastCode('alumno') },
    });
    expect(verified.body.results).toEqual({ phone: '956781234', phoneVerified: true });

    const photo = await main('/perfil/cambiarfoto', {
      method: 'PUT',
      token,
      body: { imagenCodificada: ONE_PIXEL_PNG, extensionImagen: 'png' },
    });
    const { urlFotoPerfil } = photo.body.results as { urlFotoPerfil: string };
    // No session: an <img> sends none. Prism passes the binary answer on; its status and
    // headers are what the contract checks here (the bytes are checked in perfil.test.ts).
    const image = await fetch(`${serviceUrl('main')}/${urlFotoPerfil}`, {
      headers: { accept: 'image/png' },
    });
    expect(image.headers.get('sl-violations')).toBeNull();
    expect(image.status).toBe(200);
  });

  it('lets the teacher keep privacy and a CV', async () => {
    const { token } = await loginAs('docente');
    await main('/perfil/docente/privacidaddatospersonales', {
      method: 'PUT',
      token,
      body: { showPhone: false, showEmail: true },
    });
    const form = new FormData();
    form.append('tipo', 'CV');
    form.append(
      'archivo',
      new Blob([new Uint8Array(TINY_PDF)], {
        type: 'application/pdf',
      }),
      'cv-contrato.pdf',
    );
    const upload = await fetch(`${serviceUrl('main')}/archivo/subir`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { idArchivo } = (await upload.json()).results as { idArchivo: number };
    const saved = await main('/perfil/docente/cv', { method: 'PUT', token, body: { idArchivo } });
    expect(saved.body.results).toMatchObject({ idArchivo, nombre: 'cv-contrato.pdf' });
    const current = await main('/perfil/docente/cv', { token });
    expect(current.body.results).toMatchObject({ idArchivo });
  });
});
