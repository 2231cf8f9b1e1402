// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/openDatabase.ts';
import type { OutboxMail } from '../outbox.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let dir: string;
let api: TestApi;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campus-auth-'));
  api = await createTestApi({
    dbFile: join(dir, 'campus.db'),
    outboxFile: join(dir, 'outbox.jsonl'),
  });
});
afterEach(async () => {
  await api.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const login = (usuario: string, clave: string) =>
  api.app.inject({ method: 'POST', url: '/api/main/auth/login', payload: { usuario, clave } });
const askCode = (usuario: string) =>
  api.app.inject({ method: 'POST', url: '/api/main/auth/clave/olvido', payload: { usuario } });
const reset = (usuario: string, codigo: string, clave = 'NuevaClave2026') =>
  api.app.inject({
    method: 'POST',
    url: '/api/main/auth/clave/restablecer',
    payload: { usuario, codigo, clave },
  });
const outbox = (): OutboxMail[] => {
  const file = join(dir, 'outbox.jsonl');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
};
const query = <T>(sql: string, ...values: Array<string | number>) => {
  const db = openDatabase(join(dir, 'campus.db'));
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
};

describe('iniciarSesion', () => {
  it('returns a token with the spec claims and the session user', async () => {
    const response = await login('alumno', 'Campus2026');
    expect(response.statusCode).toBe(200);
    const { token, usuario } = response.json().results;
    expect(decodeJwt(token)).toMatchObject({
      tip: 1,
      username: 'alumno',
      ida: 5001,
      idu: 1001,
      mat: 'A2026-00001',
    });
    expect(usuario).toMatchObject({
      idUsuario: 1001,
      tipo: 1,
      nombreCompleto: 'Lucía Quispe Huamán',
      nombreProducto: 'Desarrollo de Software',
      modulo: 'CIII',
      marca: 'HZT',
      esAdministrativo: false,
    });
  });

  it('gives staff no enrolment and reads the flags from the database', async () => {
    const docente = (await login('DOCENTE', 'Campus2026')).json().results;
    expect(decodeJwt(docente.token)).toMatchObject({ tip: 2, username: 'docente', mat: null });
    const superadmin = (await login('superadmin', 'Campus2026')).json().results.usuario;
    expect(superadmin).toMatchObject({
      tipo: 3,
      esAdministrativo: true,
      esSuperadmin: true,
      matricula: null,
    });
    const psicologo = (await login('psicologo', 'Campus2026')).json().results.usuario;
    expect(psicologo).toMatchObject({
      esAdministrativo: true,
      esPsicologo: true,
      esSuperadmin: false,
    });
  });

  it('answers wrong passwords and unknown users alike', async () => {
    for (const response of [await login('alumno', 'otra'), await login('nadie', 'Campus2026')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().messagePublic).toBe('Usuario o contraseña incorrectos.');
    }
  });

  it('locks a username after five failures, doubling the wait, until a success', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('alumno', 'mala')).statusCode).toBe(401);
    const fifth = await login('alumno', 'mala');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('30');
    expect(fifth.json().messagePublic).toBe(
      'Demasiados intentos fallidos. Espera 30 segundos e inténtalo nuevamente.',
    );
    expect((await login('alumno', 'Campus2026')).statusCode).toBe(429);
    expect((await login('docente', 'Campus2026')).statusCode).toBe(200);

    api.advance(30_000);
    const sixth = await login('alumno', 'mala');
    expect(sixth.headers['retry-after']).toBe('60');
    api.advance(60_000);
    expect((await login('alumno', 'Campus2026')).statusCode).toBe(200);
    expect((await login('alumno', 'mala')).statusCode).toBe(401);
  });
});

describe('sign-in attempts from one address (issue 31)', () => {
  const from = (remoteAddress: string, usuario: string, clave: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      payload: { usuario, clave },
      remoteAddress,
    });

  it('refuses a password sprayed over many accounts after 30 failures, until they age out', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await from('203.0.113.7', `alumno${(i % 8) + 1}`, 'Verano2026')).statusCode).toBe(
        401,
      );
    }
    const refused = await from('203.0.113.7', 'alumno', 'Campus2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().messagePublic).toBe(
      'Hubo demasiados intentos fallidos desde tu conexión. Espera 600 segundos e inténtalo nuevamente.',
    );
    // Another address is not affected, and the limit ages out with its window.
    expect((await from('203.0.113.8', 'alumno', 'Campus2026')).statusCode).toBe(200);
    api.advance(10 * 60_000);
    expect((await from('203.0.113.7', 'alumno', 'Campus2026')).statusCode).toBe(200);
  });

  it('does not count successes: a lab behind one address signs everyone in', async () => {
    for (let i = 0; i < 29; i += 1) await from('203.0.113.9', `nadie${i}`, 'x');
    for (let i = 0; i < 10; i += 1)
      expect((await from('203.0.113.9', 'docente', 'Campus2026')).statusCode).toBe(200);
    expect((await from('203.0.113.9', 'nadie29', 'x')).statusCode).toBe(401);
    expect((await from('203.0.113.9', 'nadie30', 'x')).statusCode).toBe(429);
  });

  it('counts reset-code guesses with the failed sign-ins', async () => {
    for (let i = 0; i < 30; i += 1) {
      const guess = await api.app.inject({
        method: 'POST',
        url: '/api/main/auth/clave/restablecer',
        payload: { usuario: `alumno${(i % 8) + 1}`, codigo: '123456', clave: 'NuevaClave2026' },
        remoteAddress: '203.0.113.10',
      });
      expect(guess.statusCode).toBe(400);
    }
    expect((await from('203.0.113.10', 'alumno', 'Campus2026')).statusCode).toBe(429);
  });
});

describe('cerrarSesion', () => {
  it('ends the session and records it in the audit log', async () => {
    const response = await api.call('docente', { method: 'POST', url: '/api/main/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: null, messagePublic: 'Sesión finalizada' });
    expect(query('SELECT action FROM audit_log WHERE user_id = 1002 ORDER BY id')).toEqual([
      { action: 'LOGIN' },
      { action: 'LOGOUT' },
    ]);
  });
});

describe('password reset', () => {
  it('mails a 6-digit code, stores only its hash, and lets it set a new password once', async () => {
    const asked = await askCode('docente');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().messagePublic).toBe(
      'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
    );
    const [mail] = outbox();
    expect(mail).toMatchObject({
      to: expect.stringMatching(/@correo\.example$/),
      usuario: 'docente',
    });
    expect(mail.code).toMatch(/^\d{6}$/);
    const stored = query<{ code_hash: string }>('SELECT code_hash FROM password_reset_codes');
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(mail.code);

    const done = await reset('docente', mail.code);
    expect(done.statusCode).toBe(200);
    expect(done.json().messagePublic).toBe(
      'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.',
    );
    expect((await login('docente', 'NuevaClave2026')).statusCode).toBe(200);
    expect((await login('docente', 'Campus2026')).statusCode).toBe(401);
    expect((await reset('docente', mail.code, 'OtraClave2026')).statusCode).toBe(400);
  });

  it('answers unknown users the same way and mails nothing', async () => {
    const response = await askCode('nadie');
    expect(response.statusCode).toBe(200);
    expect(response.json().messagePublic).toBe(
      'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
    );
    expect(outbox()).toEqual([]);
  });

  it('throttles repeated requests for one username', async () => {
    await askCode('alumno');
    const again = await askCode('alumno');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    api.advance(60_000);
    expect((await askCode('alumno')).statusCode).toBe(200);
    expect((await askCode('alumno')).headers['retry-after']).toBe('120');
  });

  it('rejects a wrong code with the spec §8 message on the codigo field', async () => {
    await askCode('alumno');
    const response = await reset('alumno', outbox()[0].code === '000000' ? '111111' : '000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messagePublic: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
      errors: { codigo: ['El código ingresado es incorrecto. Inténtalo nuevamente.'] },
    });
  });

  it('spends a code after five wrong tries', async () => {
    await askCode('alumno');
    const { code } = outbox()[0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await reset('alumno', wrong)).statusCode).toBe(400);
    expect((await reset('alumno', code)).statusCode).toBe(400);
  });

  it('expires a code after 15 minutes', async () => {
    await askCode('alumno');
    api.advance(15 * 60_000);
    expect((await reset('alumno', outbox()[0].code)).statusCode).toBe(400);
  });
});
