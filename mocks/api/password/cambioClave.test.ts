// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { passwordTexts } from './texts.ts';

const MAIN = '/api/main';
const CHANGE = `${MAIN}/usuario/cambiocontraseña`;
const OMIT = `${MAIN}/usuario/cambiocontraseña/omitir`;

let api: TestApi;
// A writable connection beside the API's: the tests give students task copies of their own.
let db: DatabaseSync;

beforeAll(async () => {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'campus-api-')), 'campus.db');
  api = await createTestApi({ dbFile, seed: { students: 40 } });
  db = new DatabaseSync(dbFile);
});
afterAll(async () => {
  db.close();
  await api.app.close();
});

const idOf = (usuario: string) =>
  (db.prepare('SELECT id FROM users WHERE username = ?').get(usuario) as { id: number }).id;

const login = (usuario: string, clave: string) =>
  api.app.inject({ method: 'POST', url: `${MAIN}/auth/login`, payload: { usuario, clave } });

const withToken = (token: string, request: { method?: 'PUT' | 'PATCH' | 'POST'; url: string }) =>
  api.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });

const change = (
  token: string,
  claveActual: string,
  claveNueva: string,
  confirmacion = claveNueva,
) =>
  api.app.inject({
    method: 'PUT',
    url: CHANGE,
    headers: { authorization: `Bearer ${token}` },
    payload: { claveActual, claveNueva, confirmacion },
  });

const omit = (token: string) => withToken(token, { method: 'PATCH', url: OMIT });

/** Gives `usuario` an open password-change task copy with this `detalle`; returns its id. */
function givePasswordTask(usuario: string, detalle: unknown[]): number {
  db.prepare("DELETE FROM user_tasks WHERE user_id = ? AND modulo = 'cambiarClave'").run(
    idOf(usuario),
  );
  const inserted = db
    .prepare(
      `INSERT INTO user_tasks (user_id, modulo, orden, url, detalle)
        VALUES (?, 'cambiarClave', 1, '/actualizar-clave', ?)`,
    )
    .run(idOf(usuario), JSON.stringify(detalle));
  return Number(inserted.lastInsertRowid);
}

const copy = (id: number) =>
  db.prepare('SELECT completed_at, skipped_at FROM user_tasks WHERE id = ?').get(id) as {
    completed_at: number | null;
    skipped_at: number | null;
  };

describe('cambiarClaveUsuario', () => {
  it('changes the password, ends the other sessions and keeps the one that made it', async () => {
    const taskId = givePasswordTask('alumno1', []);
    const current = await api.signIn('alumno1');
    const other = await api.signIn('alumno1');
    const response = await change(current, DEMO_PASSWORD, 'NuevaClave2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messagePublic).toBe(passwordTexts.changed);

    const flow = { method: 'POST' as const, url: `${MAIN}/usuario/flujo` };
    const kept = await api.app.inject({
      ...flow,
      headers: { authorization: `Bearer ${current}` },
      payload: { version: '1.0.0' },
    });
    expect(kept.statusCode).toBe(200);
    const ended = await api.app.inject({
      ...flow,
      headers: { authorization: `Bearer ${other}` },
      payload: { version: '1.0.0' },
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().messagePublic).toBe('Sesión expirada');

    expect((await login('alumno1', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('alumno1', 'NuevaClave2026')).statusCode).toBe(200);
    // The task copy is answered, and the flow no longer lists it.
    expect(copy(taskId).completed_at).not.toBeNull();
    const modules = (kept.json().results.detalle as { modulo: string }[]).map((t) => t.modulo);
    expect(modules).not.toContain('cambiarClave');
  });

  it('refuses a wrong current password under its field and changes nothing', async () => {
    const token = await api.signIn('alumno2');
    const response = await change(token, 'Campus2025', 'NuevaClave2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ claveActual: [passwordTexts.wrongCurrent] });
    expect((await login('alumno2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one (spec §5 different-to)', async () => {
    const token = await api.signIn('alumno2');
    const response = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ claveNueva: ['Haz un ingresado un valor similar'] });
  });

  it('refuses a confirmation that differs from the new password (spec §5 equal-to)', async () => {
    const token = await api.signIn('alumno2');
    const response = await change(token, DEMO_PASSWORD, 'NuevaClave2026', 'NuevaClave2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ confirmacion: ['No coincide con el campo.'] });
  });

  it('takes 8 characters and refuses 7 or a space (the reset page rule)', async () => {
    const token = await api.signIn('alumno3');
    expect((await change(token, DEMO_PASSWORD, 'Abc1234')).statusCode).toBe(400);
    expect((await change(token, DEMO_PASSWORD, 'Abc 12345')).statusCode).toBe(400);
    expect((await change(token, DEMO_PASSWORD, 'A'.repeat(129))).statusCode).toBe(400);
    const eight = await change(token, DEMO_PASSWORD, 'Abc12345');
    expect(eight.statusCode, eight.body).toBe(200);
    // And back, 128 characters long: the longest taken.
    const longest = 'B'.repeat(128);
    expect((await change(token, 'Abc12345', longest)).statusCode).toBe(200);
    expect((await change(token, longest, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks wrong current passwords like failed sign-ins: 4 answered, the 5th locked', async () => {
    const token = await api.signIn('alumno4');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await change(token, `Mala${attempt}xyz`, 'NuevaClave2026')).statusCode).toBe(400);
    }
    const fifth = await change(token, 'Mala5xyz', 'NuevaClave2026');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('30');
    // Locked for the right password too, and for signing in, until the wait is over.
    expect((await change(token, DEMO_PASSWORD, 'NuevaClave2026')).statusCode).toBe(429);
    expect((await login('alumno4', DEMO_PASSWORD)).statusCode).toBe(429);
    api.advance(29_000);
    expect((await change(token, DEMO_PASSWORD, 'NuevaClave2026')).statusCode).toBe(429);
    api.advance(1_000);
    const after = await change(token, DEMO_PASSWORD, 'NuevaClave2026');
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('omitirCambioClave', () => {
  it('leaves a reminder for later where its detalle allows it', async () => {
    const taskId = givePasswordTask('alumno5', [{ omitible: true }]);
    const token = await api.signIn('alumno5');
    const response = await omit(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(copy(taskId)).toEqual({ completed_at: null, skipped_at: expect.any(Number) });
    const flow = await api.app.inject({
      method: 'POST',
      url: `${MAIN}/usuario/flujo`,
      headers: { authorization: `Bearer ${token}` },
      payload: { version: '1.0.0' },
    });
    const task = (
      flow.json().results.detalle as { modulo: string; onlySkippedSteps: boolean }[]
    ).find((item) => item.modulo === 'cambiarClave');
    expect(task?.onlySkippedSteps).toBe(true);
    // Left for later already: nothing changes.
    expect((await omit(token)).statusCode).toBe(200);
  });

  it('refuses a temporary password that must be changed', async () => {
    for (const detalle of [[], [{ omitible: false }], [{ motivo: 'CLAVE_TEMPORAL' }]]) {
      const taskId = givePasswordTask('alumno6', detalle);
      const response = await omit(await api.login('alumno6'));
      expect(response.statusCode).toBe(400);
      expect(response.json().messagePublic).toBe(passwordTexts.notSkippable);
      expect(copy(taskId)).toEqual({ completed_at: null, skipped_at: null });
    }
  });

  it('answers 200 and changes nothing when no password change is asked for', async () => {
    db.prepare("DELETE FROM user_tasks WHERE user_id = ? AND modulo = 'cambiarClave'").run(
      idOf('alumno7'),
    );
    expect((await omit(await api.login('alumno7'))).statusCode).toBe(200);
  });
});

describe('restablecerClave', () => {
  it("answers the account's open password-change task too", async () => {
    const taskId = givePasswordTask('alumno8', []);
    await api.app.inject({
      method: 'POST',
      url: `${MAIN}/auth/clave/olvido`,
      payload: { usuario: 'alumno8' },
    });
    const codigo = api.lastCode('alumno8');
    const reset = await api.app.inject({
      method: 'POST',
      url: `${MAIN}/auth/clave/restablecer`,
      payload: { usuario: 'alumno8', codigo, clave: 'NuevaClave2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(copy(taskId).completed_at).not.toBeNull();
  });
});
