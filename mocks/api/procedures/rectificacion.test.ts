// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { rectificationTexts } from './texts.ts';

const BASE = '/api/main/tramitesae/rectificacion';
const ALLOWLIST = [
  'superadmin',
  'registro.academico',
  'secretaria.academica',
  'direccion.academica',
];

interface Caso {
  idSolicitud: number;
  version: number;
  estado: string;
  estudiante: string | null;
  notas: { idNota: number; nombre: string; nota: string | null }[];
  rectificacion: { notaAnterior: string | null; notaNueva: string; evaluacion: string } | null;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const cases = async (usuario = 'superadmin'): Promise<Caso[]> =>
  (await api.call(usuario, { url: `${BASE}/casos` })).json().results;
const apply = (body: Record<string, unknown>, usuario = 'superadmin') =>
  api.call(usuario, { method: 'POST', url: `${BASE}/aplicar`, payload: body });
const openCase = async () =>
  (await cases()).find((c) => c.estado === 'REGISTRADO' && c.notas.length > 0)!;

describe('listarCasosRectificacion', () => {
  it("lists the teachers' cases, open ones first, each with the student's evaluations", async () => {
    const list = await cases();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const final = list.map((c) => c.estado === 'APROBADO' || c.estado === 'RECHAZADO');
    expect(final).toEqual([...final].sort((a, b) => Number(a) - Number(b)));
    const open = await openCase();
    expect(open.estudiante).toBeTruthy();
    expect(open.notas.every((n) => n.nombre)).toBe(true);
  });

  it('answers only the four allowlisted usernames: another superadmin gets 403, as does everyone else', async () => {
    expect((await api.call('registro.academico', { url: `${BASE}/casos` })).statusCode).toBe(200);
    for (const usuario of ['soporte.campus', 'colaborador', 'alumno', 'docente']) {
      expect((await api.call(usuario, { url: `${BASE}/casos` })).statusCode, usuario).toBe(403);
    }
    expect((await api.call(null, { url: `${BASE}/casos` })).statusCode).toBe(401);
  });
});

describe('aplicarRectificacion', () => {
  it("changes the student's grade, approves the request with the grade before and after, once", async () => {
    const open = await openCase();
    const score = open.notas[0];
    const body = {
      idSolicitud: open.idSolicitud,
      version: open.version,
      idNota: score.idNota,
      nota: '17.5',
      comentario: 'Se verificó la evaluación calificada.',
    };
    const response = await apply(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().messagePublic).toBe(rectificationTexts.applied);
    const after: Caso = response.json().results;
    expect(after.estado).toBe('APROBADO');
    expect(after.notas.find((n) => n.idNota === score.idNota)?.nota).toBe('17.5');
    expect(after.rectificacion).toMatchObject({
      notaAnterior: score.nota,
      notaNueva: '17.5',
      evaluacion: score.nombre,
    });
    expect((await apply({ ...body, version: after.version })).statusCode).toBe(409);
  });

  it('refuses a grade out of range, a short comment, an evaluation of another case and a stale version', async () => {
    const open = await openCase();
    const base = {
      idSolicitud: open.idSolicitud,
      version: open.version,
      idNota: open.notas[0].idNota,
      nota: '15',
      comentario: 'Corrección del acta.',
    };
    const cases400: [Record<string, unknown>, string][] = [
      [{ ...base, nota: '20.01' }, rectificationTexts.grade],
      [{ ...base, nota: '1.234' }, rectificationTexts.grade],
      [{ ...base, nota: '-1' }, rectificationTexts.grade],
      [{ ...base, nota: 'NSP' }, rectificationTexts.grade],
      [{ ...base, comentario: 'ok  ' }, rectificationTexts.comment],
      [{ ...base, idNota: 1 }, rectificationTexts.evaluation],
    ];
    for (const [body, message] of cases400) {
      const response = await apply(body);
      expect(response.statusCode, String(body.nota)).toBe(400);
      expect(response.json().messagePublic).toBe(message);
    }
    expect((await apply({ ...base, version: open.version + 1 })).statusCode).toBe(409);
    expect((await apply({ ...base, idSolicitud: 99_999 })).statusCode).toBe(404);
    expect((await apply(base, 'soporte.campus')).statusCode).toBe(403);
    // The edges of the scale are grades.
    expect((await apply({ ...base, nota: '20' })).statusCode).toBe(200);
  });
});

describe('autorizados', () => {
  const save = (usuarios: string[], usuario = 'superadmin') =>
    api.call(usuario, { method: 'PUT', url: `${BASE}/autorizados`, payload: { usuarios } });

  it('keeps four different superadmins, the caller among them', async () => {
    const current = await api.call('superadmin', { url: `${BASE}/autorizados` });
    expect(current.json().results.usuarios).toEqual(ALLOWLIST);
    const refusals: [string[], string][] = [
      [
        ['superadmin', 'superadmin', 'registro.academico', 'secretaria.academica'],
        rectificationTexts.four,
      ],
      [
        ['superadmin', 'colaborador', 'registro.academico', 'secretaria.academica'],
        rectificationTexts.notSuperadmin('colaborador'),
      ],
      [
        ['soporte.campus', 'registro.academico', 'secretaria.academica', 'direccion.academica'],
        rectificationTexts.self,
      ],
    ];
    for (const [usuarios, message] of refusals) {
      const response = await save(usuarios);
      expect(response.statusCode).toBe(400);
      expect(response.json().messagePublic).toBe(message);
    }
    expect((await save(['superadmin'])).statusCode).toBe(400);

    const swapped = ['superadmin', 'registro.academico', 'secretaria.academica', 'soporte.campus'];
    expect((await save(swapped)).json().results.usuarios).toEqual(swapped);
    expect((await api.call('soporte.campus', { url: `${BASE}/casos` })).statusCode).toBe(200);
    expect((await api.call('direccion.academica', { url: `${BASE}/casos` })).statusCode).toBe(403);
    expect((await save(ALLOWLIST)).statusCode).toBe(200);
    expect((await api.call('soporte.campus', { url: `${BASE}/autorizados` })).statusCode).toBe(403);
  });
});
