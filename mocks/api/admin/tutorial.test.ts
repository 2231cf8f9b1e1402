// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Tutorial {
  id: number;
  titulo: string;
  tipo: string;
  audiencia: string;
  url: string;
  orden: number;
  publicado: boolean;
  version: number;
}

const URL = '/api/main/admin/tutoriales-guias';
const video = {
  titulo: 'Cómo descargar tu constancia',
  tipo: 'VIDEO',
  audiencia: 'ESTUDIANTES',
  url: 'https://youtu.be/cAmPuS00099',
};
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.call('colaborador', { method, url, ...(payload && { payload }) });
const create = (payload: object) => admin('POST', URL, payload);
const listAs = async (usuario: string, query: Record<string, string> = {}) => {
  const response = await api.call(usuario, { url: '/api/main/tutorial/listar', query });
  return response.json().results as { tutoriales: { titulo: string }[]; total: number };
};

describe('tutorials and guides (admin)', () => {
  it('lists them by order, searched and filtered on the server, with Content-Range', async () => {
    const response = await api.call('psicologo', {
      url: URL,
      query: listQuery({ filter: { tipo: 'GUIA', audiencia: 'TODOS' }, range: [0, 9] }),
    });
    expect(response.headers['content-range']).toBe('tutoriales-guias 0-0/1');
    expect(response.json()).toMatchObject([{ titulo: 'Preguntas frecuentes sobre tu cuenta' }]);
    const searched = await api.call('colaborador', {
      url: URL,
      query: listQuery({ filter: { q: 'MATRICULA' } }),
    });
    expect((searched.json() as Tutorial[]).map((row) => row.titulo)).toEqual([
      'Guía de matrícula en línea',
    ]);
    const all = (await admin('GET', `${URL}?range=[0,99]`)).json() as Tutorial[];
    const orders = all.map((row) => row.orden);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates one unpublished by default, edits it, refuses a stale copy and deletes it, audited', async () => {
    const created = await create(video);
    expect(created.statusCode, created.body).toBe(200);
    const tutorial = created.json() as Tutorial;
    expect(tutorial).toMatchObject({ ...video, descripcion: '', orden: 1, publicado: false });
    expect((await admin('GET', `${URL}/${tutorial.id}`)).json()).toEqual(tutorial);

    const changes = { ...video, audiencia: 'TODOS', publicado: true, orden: 5 };
    const saved = await admin('PUT', `${URL}/${tutorial.id}`, { ...changes, version: 1 });
    expect(saved.json()).toMatchObject({ ...changes, version: 2 });
    const stale = await admin('PUT', `${URL}/${tutorial.id}`, { ...changes, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);

    expect((await admin('DELETE', `${URL}/${tutorial.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `${URL}/${tutorial.id}`)).statusCode).toBe(404);
    const audit = await api.call('superadmin', {
      url: '/api/main/admin/auditoria',
      query: listQuery({ filter: { resource: 'tutoriales-guias', recordId: String(tutorial.id) } }),
    });
    expect((audit.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it.each([
    ['a YouTube video', { url: 'https://www.youtube.com/watch?v=abc' }, 200],
    ['a Vimeo video', { url: 'https://player.vimeo.com/video/1' }, 200],
    ['a video elsewhere', { url: 'https://videos.example/clase' }, adminTexts.videoHost],
    ['a guide anywhere on https', { tipo: 'GUIA', url: 'https://docs.example/g.pdf' }, 200],
    ['a plain http link', { tipo: 'GUIA', url: 'http://docs.example/g.pdf' }, 'format'],
    ['a link with credentials', { tipo: 'GUIA', url: 'https://a:b@docs.example/g' }, 'url'],
  ])('takes or refuses %s', async (_name, fields, expected) => {
    const response = await create({ ...video, ...fields });
    if (expected === 200) {
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(400);
    const message =
      {
        format: texts.validation.format,
        url: texts.validation.url,
      }[expected] ?? expected;
    expect(response.json().errors).toEqual({ url: [message] });
  });

  it.each([
    ['titulo', 'ab', texts.validation.minLength(3)],
    ['titulo', 'a'.repeat(121), texts.validation.maxLength],
    ['descripcion', 'a'.repeat(501), texts.validation.maxLength],
    ['orden', 0, texts.validation.minimum(1)],
    ['orden', 1000, texts.validation.maximum],
    ['audiencia', 'EGRESADOS', texts.validation.invalidValue],
  ])('refuses a %s out of its bounds (case %#)', async (field, value, message) => {
    const response = await create({ ...video, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  it('takes each limit itself', async () => {
    for (const fields of [
      { titulo: 'abc', orden: 1 },
      { titulo: 'a'.repeat(120), descripcion: 'a'.repeat(500), orden: 999 },
    ]) {
      const response = await create({ ...video, ...fields });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('is for admin-type users only', async () => {
    for (const usuario of ['alumno', 'docente', 'asistente']) {
      expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
      expect(
        (await api.call(usuario, { method: 'POST', url: URL, payload: video })).statusCode,
      ).toBe(403);
    }
  });
});

describe('tutorials and guides as their audience reads them', () => {
  it('gives each user type the published ones of its audience and of everyone, in order', async () => {
    const student = await listAs('alumno');
    expect(student.tutoriales.map((row) => row.titulo)).toEqual([
      'Conoce tu campus virtual',
      'Cómo ingresar a tus clases virtuales',
      'Preguntas frecuentes sobre tu cuenta',
      'Revisa tu avance curricular',
      'Guía de matrícula en línea',
    ]);
    const teacher = await listAs('docente', { tipo: 'GUIA' });
    expect(teacher.tutoriales.map((row) => row.titulo)).toEqual([
      'Guía de la programación docente',
      'Preguntas frecuentes sobre tu cuenta',
    ]);
    // The collaborators' guide is not published yet.
    const staff = await listAs('asistente');
    expect(staff.tutoriales.map((row) => row.titulo)).not.toContain(
      'Guía de publicaciones en el inicio',
    );
    expect(staff.tutoriales.map((row) => row.titulo)).toContain('Atención de trámites paso a paso');
  });

  it('pages them', async () => {
    const second = await listAs('alumno', { pagina: '2', tamanoPagina: '2' });
    expect(second.total).toBe(5);
    expect(second.tutoriales.map((row) => row.titulo)).toEqual([
      'Preguntas frecuentes sobre tu cuenta',
      'Revisa tu avance curricular',
    ]);
  });
});
