// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { adminTexts } from '../admin/texts.ts';
import { NEXT_STATES } from './referidos.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 80 } });
});
afterAll(() => api.app.close());

interface Referido {
  id: number;
  referente: string;
  nombres: string;
  apellidos: string;
  documento: string;
  estado: keyof typeof NEXT_STATES;
  registradoEn: string;
  version: number;
}

const URL = '/api/main/admin/referidos';
const list = async (query: Parameters<typeof listQuery>[0] = {}) =>
  (await api.call('superadmin', { url: URL, query: listQuery(query) })).json() as Referido[];
const save = (referral: Referido, estado: string, observacion = '') =>
  api.call('superadmin', {
    method: 'PUT',
    url: `${URL}/${referral.id}`,
    payload: { estado, observacion, version: referral.version },
  });
const inState = async (estado: string) => (await list({ filter: { estado } }))[0]!;

describe('referrals', () => {
  it('lists the newest first, searched by the referred person and by the referrer', async () => {
    const rows = await list({ range: [0, 99] });
    expect(rows.length).toBeGreaterThan(5);
    const dates = rows.map((row) => row.registradoEn);
    expect(dates).toEqual([...dates].sort().reverse());
    const [first] = rows;
    expect((await list({ filter: { q: first!.documento } })).map((row) => row.id)).toEqual([
      first!.id,
    ]);
    const byReferrer = await list({ filter: { q: first!.referente }, range: [0, 99] });
    expect(byReferrer.every((row) => row.referente.startsWith(first!.referente))).toBe(true);
    const enrolled = await list({ filter: { estado: 'MATRICULADO' }, range: [0, 99] });
    expect(enrolled.every((row) => row.estado === 'MATRICULADO')).toBe(true);
  });

  it('moves a referral forward, then out, and never back', async () => {
    const registered = await inState('REGISTRADO');
    const contacted = await save(registered, 'CONTACTADO', 'Llamado el lunes.');
    expect(contacted.json()).toMatchObject({
      estado: 'CONTACTADO',
      version: registered.version + 1,
    });
    const back = await save(contacted.json(), 'REGISTRADO');
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({
      estado: [adminTexts.referralBackwards('CONTACTADO', 'REGISTRADO')],
    });
    // The same state saves the note alone.
    expect((await save(contacted.json(), 'CONTACTADO', 'Volver a llamar.')).statusCode).toBe(200);
  });

  it.each([
    ['MATRICULADO', 'DESCARTADO'],
    ['DESCARTADO', 'CONTACTADO'],
  ])('keeps a referral %s from becoming %s', async (from, to) => {
    const response = await save(await inState(from), to);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a stale copy', async () => {
    const registered = await inState('REGISTRADO');
    expect((await save(registered, 'CONTACTADO')).statusCode).toBe(200);
    expect((await save(registered, 'DESCARTADO')).statusCode).toBe(409);
  });

  it('limits the note to 500 characters', async () => {
    const referral = await inState('CONTACTADO');
    expect((await save(referral, 'CONTACTADO', 'a'.repeat(501))).statusCode).toBe(400);
    expect((await save(referral, 'CONTACTADO', 'a'.repeat(500))).statusCode).toBe(200);
  });

  it.each(['colaborador', 'alumno', 'docente'])('refuses %s', async (usuario) => {
    expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
  });
});
