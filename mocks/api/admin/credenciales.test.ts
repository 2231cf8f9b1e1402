// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Credencial {
  id: number;
  nombre: string;
  alcances: string[];
  activa: boolean;
  clavesVigentes: number;
  ultimoUso: string | null;
  version: number;
}
interface Clave {
  id: number;
  prefijo: string;
  estado: 'VIGENTE' | 'VENCIDA' | 'REVOCADA';
  venceEn: string;
  ultimoUso: string | null;
}

const DAY = 86_400_000;
const ADMIN = '/api/main/admin';
const list = async (path: string, query: Record<string, unknown> = {}) => {
  const response = await api.call('superadmin', {
    url: `${ADMIN}/${path}`,
    query: listQuery(query),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json(), range: String(response.headers['content-range']) };
};
const create = (payload: Record<string, unknown>, caller = 'superadmin') =>
  api.call(caller, { method: 'POST', url: `${ADMIN}/credenciales`, payload });
const newKey = (credencialId: number, vigenciaDias?: number) =>
  api.call('superadmin', {
    method: 'POST',
    url: `${ADMIN}/credencialClave`,
    payload: { credencialId, ...(vigenciaDias && { vigenciaDias }) },
  });
const revoke = (id: number) =>
  api.call('superadmin', { method: 'DELETE', url: `${ADMIN}/credencialClave/${id}` });
const keysOf = async (credencialId: number) =>
  (await list('credencialClave', { filter: { credencialId } })).rows as Clave[];
const validate = (key: string | null, usuario = 'alumno') =>
  api.app.inject({
    url: `/api/main/integracion/personas/${usuario}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });

let serial = 0;
/** A credential made now: its record and the whole value of its first key. */
const made = async (alcances = ['PERSONAS_ALUMNOS'], vigenciaDias?: number) => {
  const response = await create({
    nombre: `Sistema de prueba ${(serial += 1)}`,
    sistema: '  Pruebas  ',
    alcances,
    ...(vigenciaDias && { vigenciaDias }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Credencial & { claveSecreta: string };
};

describe('integration credentials', () => {
  it('lists the seeded credentials, sorted, searched and filtered on the server', async () => {
    const { rows, range } = await list('credenciales', { sort: ['nombre', 'ASC'] });
    const names = (rows as Credencial[]).map((row) => row.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(range).toMatch(/^credenciales 0-\d+\/\d+$/);
    // Accents and case do not matter to the search.
    const searched = (await list('credenciales', { filter: { q: 'MAQUINAS' } })).rows;
    expect(searched.map((row: Credencial) => row.nombre)).toEqual(['Laboratorio remoto Quipu']);
    const suspended = (await list('credenciales', { filter: { activa: false } })).rows;
    expect(suspended.map((row: Credencial) => row.nombre)).toEqual(['Bolsa de trabajo Enlace']);
    const teachers = (await list('credenciales', { filter: { alcance: 'PERSONAS_DOCENTES' } }))
      .rows as Credencial[];
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.every((row) => row.alcances.includes('PERSONAS_DOCENTES'))).toBe(true);
  });

  it('answers a new key once: the list, the key and the audit log never hold its secret', async () => {
    const credential = await made();
    expect(credential.claveSecreta).toMatch(/^cik_[a-z2-7]{8}\.[A-Za-z0-9_-]{43}$/);
    expect(credential).toMatchObject({ sistema: 'Pruebas', activa: true, clavesVigentes: 1 });
    const secret = credential.claveSecreta.split('.')[1]!;
    const [key] = await keysOf(credential.id);
    expect(credential.claveSecreta.startsWith(`cik_${key!.prefijo}.`)).toBe(true);
    const one = await api.call('superadmin', { url: `${ADMIN}/credenciales/${credential.id}` });
    const audit = await api.call('superadmin', {
      url: `${ADMIN}/auditoria`,
      query: listQuery({ filter: { resource: 'credencialClave', recordId: String(key!.id) } }),
    });
    for (const body of [one.body, JSON.stringify(await keysOf(credential.id)), audit.body])
      expect(body).not.toContain(secret);
    expect(audit.json()).toHaveLength(1);
  });

  it('validates a student with the key and trails each call, accepted or refused', async () => {
    const credential = await made();
    const accepted = await validate(credential.claveSecreta);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().results).toMatchObject({
      usuario: 'alumno',
      tipo: 'ALUMNO',
      activo: true,
    });
    const wrongSecret = credential.claveSecreta.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await validate(wrongSecret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().messagePublic).toBe(texts.integration.keyRefused);
    const trail = (await list('credencialUso', { filter: { credencialId: credential.id } })).rows;
    expect(trail).toMatchObject([
      { resultado: 'RECHAZADO', motivo: 'SECRETO_INVALIDO' },
      { resultado: 'ACEPTADO', motivo: null, operacion: 'validarPersonaIntegracion' },
    ]);
    const refreshed = await api.call('superadmin', {
      url: `${ADMIN}/credenciales/${credential.id}`,
    });
    expect(refreshed.json().ultimoUso).not.toBeNull();
    expect((await list('credencialUso', { filter: { resultado: 'RECHAZADO' } })).rows.length).toBe(
      25,
    );
  });

  it('refuses a missing or malformed key, and a session in its place', async () => {
    expect((await validate(null)).json().messagePublic).toBe(texts.integration.keyRequired);
    for (const key of ['cik_abc.def', 'not-a-key', `cik_zzzzzzzz.${'a'.repeat(43)}`])
      expect((await validate(key)).statusCode).toBe(401);
    const session = await api.call('superadmin', { url: '/api/main/integracion/personas/alumno' });
    expect(session.statusCode).toBe(401);
  });

  it('keeps a person outside the scopes unknown: 404, like nobody', async () => {
    const students = await made(['PERSONAS_ALUMNOS']);
    expect((await validate(students.claveSecreta, 'docente')).statusCode).toBe(404);
    expect((await validate(students.claveSecreta, 'colaborador')).statusCode).toBe(404);
    expect((await validate(students.claveSecreta, 'nadie.existe')).statusCode).toBe(404);
    const teachers = await made(['PERSONAS_DOCENTES']);
    const teacher = await validate(teachers.claveSecreta, 'docente');
    expect(teacher.json().results).toMatchObject({ tipo: 'DOCENTE', programa: null });
  });

  it('refuses a key once revoked or its credential suspended, and again when resumed', async () => {
    const credential = await made();
    const suspend = (activa: boolean, version: number) =>
      api.call('superadmin', {
        method: 'PUT',
        url: `${ADMIN}/credenciales/${credential.id}`,
        payload: { nombre: credential.nombre, alcances: credential.alcances, activa, version },
      });
    expect((await suspend(false, 1)).statusCode).toBe(200);
    expect((await validate(credential.claveSecreta)).statusCode).toBe(401);
    expect((await suspend(true, 2)).statusCode).toBe(200);
    expect((await validate(credential.claveSecreta)).statusCode).toBe(200);
    const [key] = await keysOf(credential.id);
    const revoked = await revoke(key!.id);
    expect(revoked.json()).toMatchObject({ estado: 'REVOCADA' });
    // Revoking again answers it unchanged.
    expect((await revoke(key!.id)).json()).toEqual(revoked.json());
    expect((await validate(credential.claveSecreta)).statusCode).toBe(401);
    const motivos = (
      await list('credencialUso', { filter: { credencialId: credential.id } })
    ).rows.map((use: { motivo: string | null }) => use.motivo);
    expect(motivos).toEqual(['REVOCADA', null, 'SUSPENDIDA']);
  });

  it('holds at most two valid keys: a third waits for a revocation', async () => {
    const credential = await made();
    const second = await newKey(credential.id, 30);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().claveSecreta).toMatch(/^cik_/);
    const third = await newKey(credential.id);
    expect(third.statusCode).toBe(400);
    expect(third.json().messagePublic).toBe(adminTexts.credentialKeyLimit);
    await revoke(second.json().id);
    expect((await newKey(credential.id)).statusCode).toBe(200);
    expect((await newKey(999_999)).json().messagePublic).toBe(adminTexts.credentialNotFound);
  });

  it('validates names, scopes and validity at both ends of each limit', async () => {
    const refusedWith = async (payload: Record<string, unknown>) => {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json().errors);
    };
    expect(await refusedWith({ nombre: 'ab', alcances: ['PERSONAS_ALUMNOS'] })).toEqual(['nombre']);
    expect((await create({ nombre: 'abc', alcances: ['PERSONAS_ALUMNOS'] })).statusCode).toBe(200);
    expect(await refusedWith({ nombre: 'x'.repeat(81), alcances: ['PERSONAS_ALUMNOS'] })).toEqual([
      'nombre',
    ]);
    expect(await refusedWith({ nombre: 'Sin alcances', alcances: [] })).toEqual(['alcances']);
    expect(await refusedWith({ nombre: 'Otro alcance', alcances: ['NOTAS'] })).toEqual([
      'alcances.0',
    ]);
    for (const [vigenciaDias, status] of [
      [6, 400],
      [7, 200],
      [730, 200],
      [731, 400],
    ] as const) {
      const response = await create({
        nombre: `Vigencia ${vigenciaDias}`,
        alcances: ['PERSONAS_ALUMNOS'],
        vigenciaDias,
      });
      expect(response.statusCode, `${vigenciaDias} days`).toBe(status);
    }
    // A name is one credential's, whatever its case.
    const taken = await create({ nombre: 'BIBLIOTECA AURORA', alcances: ['PERSONAS_ALUMNOS'] });
    expect(taken.json().errors).toEqual({ nombre: [adminTexts.credentialNameTaken] });
  });

  it('refuses a stale save and deletes only a credential nobody called with', async () => {
    const credential = await made();
    const save = (version: number) =>
      api.call('superadmin', {
        method: 'PUT',
        url: `${ADMIN}/credenciales/${credential.id}`,
        payload: { nombre: `${credential.nombre} b`, alcances: ['PERSONAS_DOCENTES'], version },
      });
    expect((await save(1)).statusCode).toBe(200);
    expect((await save(1)).statusCode).toBe(409);
    await validate(credential.claveSecreta, 'alumno');
    const used = await api.call('superadmin', {
      method: 'DELETE',
      url: `${ADMIN}/credenciales/${credential.id}`,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().messagePublic).toBe(adminTexts.credentialUsed);
    // Refused calls alone do not keep it: nobody was let in.
    const unused = await made();
    // A key one character off (never the real one, whatever its last character is).
    const last = unused.claveSecreta.at(-1) === '0' ? '1' : '0';
    await validate(`${unused.claveSecreta.slice(0, -1)}${last}`);
    const gone = await api.call('superadmin', {
      method: 'DELETE',
      url: `${ADMIN}/credenciales/${unused.id}`,
    });
    expect(gone.statusCode).toBe(200);
    expect((await keysOf(unused.id)).length).toBe(0);
  });

  it('is the superadmin’s alone', async () => {
    for (const caller of ['alumno', 'docente', 'colaborador', 'psicologo', 'asistente']) {
      const response = await api.call(caller, { url: `${ADMIN}/credenciales` });
      expect(response.statusCode, caller).toBe(403);
      expect(
        (await create({ nombre: 'Intruso', alcances: ['PERSONAS_ALUMNOS'] }, caller)).statusCode,
      ).toBe(403);
    }
  });

  // Last: it moves the clock past every session the other tests signed in with.
  it('accepts a key until the last millisecond of its validity, then refuses it', async () => {
    const credential = await made(['PERSONAS_ALUMNOS'], 7);
    api.advance(7 * DAY - 1);
    expect((await validate(credential.claveSecreta)).statusCode).toBe(200);
    api.advance(1);
    expect((await validate(credential.claveSecreta)).statusCode).toBe(401);
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      payload: { usuario: 'superadmin', clave: DEMO_PASSWORD },
    });
    const keys = await api.app.inject({
      url: `${ADMIN}/credencialClave`,
      query: listQuery({ filter: { credencialId: credential.id } }),
      headers: { authorization: `Bearer ${signIn.json().results.token}` },
    });
    expect(keys.json()).toMatchObject([{ estado: 'VENCIDA' }]);
  });
});
