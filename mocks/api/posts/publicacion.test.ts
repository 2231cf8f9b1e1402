// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { postTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 40 } });
});
afterAll(() => api.app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAIN = '/api/main';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// The test clock's start (mocks/test/testClock.ts), to the minute.
const NOW = Date.UTC(2026, 8, 14, 15, 0, 0);
let elapsed = 0;
const now = () => NOW + elapsed;
const advance = (ms: number) => {
  elapsed += ms;
  api.advance(ms);
};
const iso = (time: number) => new Date(time).toISOString();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const json = async (usuario: string | null, method: Method, url: string, payload?: object) => {
  const response = await api.call(usuario, { method, url: `${MAIN}${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};
const upload = async (usuario: string, tipo: string, name: string, bytes: Buffer) => {
  const response = await api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/archivo/subir`,
    ...multipartBody({ tipo }, { name, bytes }),
  });
  return response.json().results.idArchivo as number;
};

/** A valid text-only post for students of division 1, starting now, under a key of its own. */
const payload = (changes: object = {}) => ({
  claveIdempotencia: crypto.randomUUID(),
  descripcion: 'Feria de proyectos este sábado en el patio central.',
  idTipoOpcion: null,
  existeDocumento: false,
  idAreaEncargada: 12,
  idAudiencias: ['EVAAUD002'],
  fechaInicial: iso(now()),
  esFijada: false,
  fechaFinalFijada: null,
  idDivisiones: [1],
  existeFiltroAvanzado: false,
  idSedes: [],
  idProgramas: [],
  idPeriodos: [],
  idProductos: [],
  idModulos: [],
  ...changes,
});
const create = (changes: object = {}, usuario = 'colaborador') =>
  json(usuario, 'POST', '/publicacion/guardar', payload(changes));
const errorsOf = (response: { body: { errors?: Record<string, string[]> } }) =>
  response.body.errors ?? {};
const feed = async (usuario: string, query = '') =>
  (await json(usuario, 'GET', `/publicacion/listar?tamanoPagina=50${query}`)).body.results as {
    totalDocumentos: number;
    publicaciones: { idPublicacion: number; texto: string; esFijada: boolean }[];
  };
const feedIds = async (usuario: string, query = '') =>
  (await feed(usuario, query)).publicaciones.map((post) => post.idPublicacion);

describe('the feed', () => {
  it('pages by 20, pinned posts first, and never shows a student what is scheduled', async () => {
    const first = await json('alumno', 'GET', '/publicacion/listar');
    expect(first.status).toBe(200);
    const { totalDocumentos, publicaciones } = first.body.results;
    expect(publicaciones).toHaveLength(20);
    expect(totalDocumentos).toBeGreaterThan(20);
    const pinned = publicaciones.filter((post: { esFijada: boolean }) => post.esFijada);
    expect(publicaciones.slice(0, pinned.length)).toEqual(pinned);
    expect(publicaciones.every((post: { esProgramada: boolean }) => !post.esProgramada)).toBe(true);
    const last = await json(
      'alumno',
      'GET',
      `/publicacion/listar?pagina=${Math.ceil(totalDocumentos / 20)}`,
    );
    expect(last.body.results.publicaciones.length).toBe(totalDocumentos % 20 || 20);
  });

  it('searches words ignoring case and accents, and a blank search finds everything', async () => {
    const all = await feed('alumno');
    const found = await feed('alumno', '&busqueda=ROBOTICA');
    expect(found.totalDocumentos).toBeGreaterThan(0);
    expect(found.totalDocumentos).toBeLessThan(all.totalDocumentos);
    expect(found.publicaciones.every((post) => /robótica/i.test(post.texto))).toBe(true);
    expect((await feed('alumno', '&busqueda=%20%20')).totalDocumentos).toBe(all.totalDocumentos);
  });

  it('the administrative team reads scheduled posts; others may not use that list', async () => {
    const admin = await json('colaborador', 'GET', '/publicacionlistaradmin?tamanoPagina=50');
    expect(admin.status).toBe(200);
    expect(
      admin.body.results.publicaciones.some((post: { esProgramada: boolean }) => post.esProgramada),
    ).toBe(true);
    expect((await json('asistente', 'GET', '/publicacionlistaradmin')).status).toBe(403);
    expect((await json('alumno', 'GET', '/publicacionlistaradmin')).status).toBe(403);
  });
});

describe('who sees a post', () => {
  it('students see student posts of their division; teachers do not', async () => {
    const { body } = await create();
    const id = body.results.idPublicacion;
    expect(await feedIds('alumno')).toContain(id);
    expect(await feedIds('docente')).not.toContain(id);
    const other = (await create({ idDivisiones: [2] })).body.results.idPublicacion;
    expect(await feedIds('alumno')).not.toContain(other);
  });

  it('an advanced filter must hold one of the reader’s enrolments', async () => {
    const base = await json('colaborador', 'GET', '/publicacion/filtrobase');
    const campuses = base.body.results.sedes.filter(
      (sede: { idDivision: number }) => sede.idDivision === 1,
    );
    const ids: number[] = [];
    for (const sede of campuses) {
      const { body } = await create({ existeFiltroAvanzado: true, idSedes: [sede.id] });
      ids.push(body.results.idPublicacion);
    }
    const seen = await feedIds('alumno', '&busqueda=feria de proyectos este');
    // The demo student studies at one campus of division 1: exactly that campus's post reaches her.
    expect(ids.filter((id) => seen.includes(id))).toHaveLength(1);
    const wrongModule = await create({ existeFiltroAvanzado: true, idModulos: ['CXII'] });
    expect(await feedIds('alumno')).not.toContain(wrongModule.body.results.idPublicacion);
  });

  it('a scheduled post reaches students only from its date, and nobody reacts to it before', async () => {
    // Minutes ahead, not days: the sessions' tokens live on the same clock.
    const { body } = await create({ fechaInicial: iso(now() + 2 * MINUTE) });
    const id = body.results.idPublicacion;
    expect(body.results.esProgramada).toBe(true);
    expect(await feedIds('alumno')).not.toContain(id);
    const early = await json('colaborador', 'POST', '/publicacion/mantener/reaccion', {
      id: 28823,
      idPublicacion: id,
    });
    expect(early.status).toBe(400);
    expect(errorsOf(early).idPublicacion).toEqual([postTexts.scheduled]);
    expect(
      (
        await json('alumno', 'POST', '/publicacion/mantener/reaccion', {
          id: 28823,
          idPublicacion: id,
        })
      ).status,
    ).toBe(404);
    advance(3 * MINUTE);
    expect(await feedIds('alumno')).toContain(id);
  });
});

describe('reactions', () => {
  it('one per person: set, changed, cleared with 0; counters and reactors follow', async () => {
    const id = (await create()).body.results.idPublicacion;
    const react = (usuario: string, reaction: number) =>
      json(usuario, 'POST', '/publicacion/mantener/reaccion', { id: reaction, idPublicacion: id });
    expect((await react('alumno', 28823)).body.results).toEqual({
      idReaccion: 28823,
      meInteresa: 1,
      meEmociona: 0,
      meEnorgullece: 0,
    });
    expect((await react('colaborador', 28823)).body.results.meInteresa).toBe(2);
    expect((await react('alumno', 28825)).body.results).toMatchObject({
      meInteresa: 1,
      meEnorgullece: 1,
    });
    const proud = await json(
      'alumno',
      'GET',
      `/publicacion/listar/reaccion?id=${id}&idReaccion=28825`,
    );
    expect(proud.body.results.reacciones).toEqual([
      expect.objectContaining({ nombre: 'Lucía Quispe Huamán', idReaccion: 28825 }),
    ]);
    expect((await react('alumno', 0)).body.results).toEqual({
      idReaccion: 0,
      meInteresa: 1,
      meEmociona: 0,
      meEnorgullece: 0,
    });
    const mine = (await feed('alumno', '&busqueda=feria de proyectos este')).publicaciones.find(
      (post) => post.idPublicacion === id,
    ) as unknown as { idReaccion: number; meInteresa: number };
    expect(mine).toMatchObject({ idReaccion: 0, meInteresa: 1 });
    expect((await react('docente', 28823)).status).toBe(404);
  });
});

describe('the post form’s rules (spec §5)', () => {
  const fieldError = async (changes: object, field: string) =>
    errorsOf(await create(changes))[field];

  it('text: 5 to 349 characters, an emoji counts as one', async () => {
    expect(await fieldError({ descripcion: '   ' }, 'descripcion')).toEqual([postTexts.required]);
    expect(await fieldError({ descripcion: 'Hola' }, 'descripcion')).toEqual([
      postTexts.minLength(5),
    ]);
    expect((await create({ descripcion: 'Hola!' })).status).toBe(200);
    expect((await create({ descripcion: '🎉👍🏽🇵🇪🎓📚' })).status).toBe(200);
    expect((await create({ descripcion: 'a'.repeat(349) })).status).toBe(200);
    expect(await fieldError({ descripcion: 'a'.repeat(350) }, 'descripcion')).toEqual([
      postTexts.maxLength,
    ]);
  });

  it('photo: required with the photo option, and the caller’s own upload', async () => {
    expect(await fieldError({ idTipoOpcion: 1 }, 'imagenPublicacion')).toEqual([
      postTexts.required,
    ]);
    const others = await upload('superadmin', 'IMAGEN_PUBLICACION', 'a.png', PNG);
    expect(
      await fieldError({ idTipoOpcion: 1, imagenPublicacion: others }, 'imagenPublicacion'),
    ).toEqual([postTexts.fileNotYours]);
    const mine = await upload('colaborador', 'IMAGEN_PUBLICACION', 'afiche.png', PNG);
    const created = await create({ idTipoOpcion: 1, imagenPublicacion: mine });
    expect(created.status).toBe(200);
    // One upload, one post.
    expect(
      await fieldError({ idTipoOpcion: 1, imagenPublicacion: mine }, 'imagenPublicacion'),
    ).toEqual([postTexts.fileNotYours]);
    const { rutaImagen } = created.body.results;
    const image = await api.app.inject({ method: 'GET', url: `${MAIN}/${rutaImagen}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const wrongKey = rutaImagen.replace(/clave=.*/, `clave=${'0'.repeat(32)}`);
    expect((await api.app.inject({ method: 'GET', url: `${MAIN}/${wrongKey}` })).statusCode).toBe(
      404,
    );
  });

  it('video: required, a link, and only YouTube or Vimeo', async () => {
    expect(await fieldError({ idTipoOpcion: 2, rutaVideo: '' }, 'rutaVideo')).toEqual([
      postTexts.required,
    ]);
    expect(
      await fieldError({ idTipoOpcion: 2, rutaVideo: 'javascript:alert(1)' }, 'rutaVideo'),
    ).toEqual([postTexts.link]);
    expect(
      await fieldError(
        { idTipoOpcion: 2, rutaVideo: 'https://www.dailymotion.com/video/x1' },
        'rutaVideo',
      ),
    ).toEqual([postTexts.videoHost]);
    expect(
      (await create({ idTipoOpcion: 2, rutaVideo: 'https://vimeo.com/760000001' })).status,
    ).toBe(200);
    expect(
      (await create({ idTipoOpcion: 2, rutaVideo: 'https://youtu.be/cAmPuS00001' })).status,
    ).toBe(200);
  });

  it('document: its file and a button text of 3 to 30 characters', async () => {
    const document = { existeDocumento: true, textoBotonDocumento: 'Ver bases' };
    expect(await fieldError(document, 'archivoPublicacion')).toEqual([postTexts.required]);
    const file = () => upload('colaborador', 'DOCUMENTO_PUBLICACION', 'bases.pdf', TINY_PDF);
    const withText = async (textoBotonDocumento: string) =>
      create({ ...document, archivoPublicacion: await file(), textoBotonDocumento });
    expect(errorsOf(await withText('Ve')).textoBotonDocumento).toEqual([postTexts.minLength(3)]);
    expect((await withText('Ver')).status).toBe(200);
    expect((await withText('b'.repeat(30))).status).toBe(200);
    expect(errorsOf(await withText('b'.repeat(31))).textoBotonDocumento).toEqual([
      postTexts.maxLength,
    ]);
  });

  it('area, audience, division and start date are required; the start is not in the past', async () => {
    const response = await create({
      idAreaEncargada: null,
      idAudiencias: [],
      idDivisiones: [],
      fechaInicial: null,
    });
    expect(errorsOf(response)).toMatchObject({
      idAreaEncargada: [postTexts.required],
      idAudiencias: [postTexts.required],
      idDivisiones: [postTexts.required],
      fechaInicial: [postTexts.required],
    });
    expect(await fieldError({ fechaInicial: iso(now() - MINUTE) }, 'fechaInicial')).toEqual([
      postTexts.minDate,
    ]);
    // Seconds are dropped: a start later within this minute is now.
    expect((await create({ fechaInicial: iso(now() + 59_000) })).status).toBe(200);
    expect(await fieldError({ idAreaEncargada: 999 }, 'idAreaEncargada')).toEqual([
      postTexts.unknownChoice,
    ]);
  });

  it('the advanced filter on needs one value', async () => {
    expect(await fieldError({ existeFiltroAvanzado: true }, 'existeFiltroAvanzado')).toEqual([
      postTexts.advancedFilter,
    ]);
    expect((await create({ existeFiltroAvanzado: true, idModulos: ['CIII'] })).status).toBe(200);
  });

  it('a pin ends from its start to 7 days later', async () => {
    const start = now() + DAY;
    const pin = (end: number | null) => ({
      fechaInicial: iso(start),
      esFijada: true,
      fechaFinalFijada: end === null ? null : iso(end),
    });
    expect(await fieldError(pin(null), 'fechaFinalFijada')).toEqual([postTexts.required]);
    expect(await fieldError(pin(start - MINUTE), 'fechaFinalFijada')).toEqual([postTexts.minDate]);
    expect((await create(pin(start))).status).toBe(200);
    expect((await create(pin(start + 7 * DAY))).status).toBe(200);
    expect(await fieldError(pin(start + 7 * DAY + MINUTE), 'fechaFinalFijada')).toEqual([
      postTexts.pinWindow,
    ]);
  });
});

describe('rights', () => {
  it('publishing needs CONFPUBL, even before the body is read', async () => {
    expect((await create({}, 'asistente')).status).toBe(403);
    expect((await json('asistente', 'POST', '/publicacion/guardar', {})).status).toBe(403);
    expect((await create({}, 'alumno')).status).toBe(403);
    expect((await json(null, 'POST', '/publicacion/guardar', payload())).status).toBe(401);
  });

  it('a pin for an audience needs its permission and the area’s right', async () => {
    // psicologo's area (Bienestar Estudiantil) pins for students only.
    for (const permiso of ['CONFPUBL', 'FJPUBALU', 'FJPUBDOC']) {
      const granted = await json('superadmin', 'POST', '/admin/permisoUsuario', {
        permiso,
        usuario: 'psicologo',
      });
      expect(granted.status).toBeLessThan(300);
    }
    const pinned = (audiences: string[]) =>
      create(
        { idAudiencias: audiences, esFijada: true, fechaFinalFijada: iso(now() + DAY) },
        'psicologo',
      );
    expect((await pinned(['EVAAUD002'])).status).toBe(200);
    expect((await pinned(['EVAAUD001'])).status).toBe(403);
    expect((await pinned(['EVAAUD003'])).status).toBe(403);
    const base = await json('psicologo', 'GET', '/publicacion/filtrobase');
    expect(base.body.results).toMatchObject({
      puedeFijarAlumnos: true,
      puedeFijarDocentes: false,
      canGraduateSet: false,
    });
  });

  it('only the creator edits, from the earlier of creation and schedule; ELIMPUBL deletes', async () => {
    const created = (await create({ fechaInicial: iso(now() + 3 * DAY) })).body.results;
    const id = created.idPublicacion;
    const edit = (usuario: string, changes: object = {}) =>
      json(usuario, 'PUT', '/publicacion/actualizar', payload({ id, ...changes }));
    expect((await edit('superadmin')).status).toBe(403);
    expect((await json('superadmin', 'GET', `/publicacion/consultar?id=${id}`)).status).toBe(403);
    expect((await json('colaborador', 'GET', `/publicacion/consultar?id=${id}`)).status).toBe(200);
    advance(2 * MINUTE);
    // Earlier than now, not earlier than its creation.
    const back = await edit('colaborador', {
      fechaInicial: iso(now() - MINUTE),
      descripcion: 'Feria movida.',
    });
    expect(back.status).toBe(200);
    expect(back.body.messagePublic).toBe(postTexts.updated);
    expect(
      errorsOf(await edit('colaborador', { fechaInicial: iso(now() - DAY) })).fechaInicial,
    ).toEqual([postTexts.minDate]);
    expect((await json('psicologo', 'DELETE', `/publicacion/eliminar?id=${id}`)).status).toBe(403);
    expect((await json('alumno', 'DELETE', `/publicacion/eliminar?id=${id}`)).status).toBe(403);
    expect((await json('superadmin', 'DELETE', `/publicacion/eliminar?id=${id}`)).status).toBe(200);
    expect((await json('superadmin', 'DELETE', `/publicacion/eliminar?id=${id}`)).status).toBe(404);
    expect((await edit('colaborador')).status).toBe(404);
  });
});

describe('the audience and the cascade', () => {
  it('counts who a post would reach, narrowed by each choice', async () => {
    const count = async (body: object) =>
      (await json('colaborador', 'POST', '/publicacion/audiencia', body)).body.results
        .cantAudiencia as number;
    const students = await count({ idAudiencia: ['EVAAUD002'], idUnidadNegocio: [1] });
    expect(students).toBeGreaterThan(0);
    expect(
      await count({ idAudiencia: ['EVAAUD002'], idUnidadNegocio: [1], idModulo: ['CIII'] }),
    ).toBeLessThan(students);
    expect(await count({ idAudiencia: [], idUnidadNegocio: [1] })).toBe(0);
    expect(await count({ idAudiencia: ['EVAAUD002'], idUnidadNegocio: [] })).toBe(0);
  });

  it('filtro: divisions by campus, programmes by division, periods and products by programme', async () => {
    const divisions = await json('colaborador', 'POST', '/filtro/divisiones', { idSedes: '4' });
    expect(divisions.body.results).toEqual([{ id: 2, nombre: expect.any(String) }]);
    const programmes = await json('colaborador', 'POST', '/filtro/programas', {
      idDivisiones: '1',
    });
    expect(programmes.body.results.map((p: { nombre: string }) => p.nombre)).toContain(
      'Desarrollo de Software',
    );
    const periods = await json('colaborador', 'POST', '/filtro/periodos', { idProgramas: '1' });
    // Newest first: the next period, whose sections are being scheduled (migration 052), then this one.
    expect(periods.body.results.slice(0, 2).map((p: { nombre: string }) => p.nombre)).toEqual([
      '2027-I',
      '2026-II',
    ]);
    const products = await json('colaborador', 'POST', '/filtro/productos', { idPeriodos: '' });
    expect(products.body.results.map((p: { id: string }) => p.id)).toEqual([
      'CARRERA',
      'EXTENSION',
    ]);
    expect(
      (await json('colaborador', 'POST', '/filtro/divisiones', { idSedes: '1;DROP' })).status,
    ).toBe(400);
  });
});

describe('publishing under an idempotency key', () => {
  const postsWith = async (word: string) =>
    (await json('colaborador', 'GET', `/publicacionlistaradmin?tamanoPagina=50&busqueda=${word}`))
      .body.results.publicaciones as { idPublicacion: number }[];

  it('publishes once for ten concurrent sends with one key, and again for a new key', async () => {
    const same = payload({ descripcion: 'Ensayo del coro repetido mil veces.' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => json('colaborador', 'POST', '/publicacion/guardar', same)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.results.idPublicacion));
    expect(ids.size).toBe(1);
    expect(answers[9]!.body.messagePublic).toBe(postTexts.created);
    expect(await postsWith('coro')).toHaveLength(1);

    // A retry once the start it asked for has passed still answers the post it published.
    advance(10 * MINUTE);
    const retry = await json('colaborador', 'POST', '/publicacion/guardar', same);
    expect(retry.body.results.idPublicacion).toBe([...ids][0]);

    const next = await create({ descripcion: 'Ensayo del coro repetido mil veces.' });
    expect(next.status).toBe(200);
    expect(await postsWith('coro')).toHaveLength(2);
  });

  it("keeps each author's keys apart, and asks for one", async () => {
    const key = crypto.randomUUID();
    const mine = await create({ claveIdempotencia: key });
    const theirs = await create({ claveIdempotencia: key }, 'superadmin');
    expect(theirs.body.results.idPublicacion).not.toBe(mine.body.results.idPublicacion);
    const missing = await create({ claveIdempotencia: undefined });
    expect(missing.status).toBe(400);
    expect(Object.keys(errorsOf(missing))).toContain('claveIdempotencia');
  });
});
