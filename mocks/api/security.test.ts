// @vitest-environment node
// Every operation of every bundled spec, called with no token, an expired token and each demo
// role's token, must answer exactly as its x-campus-roles declares.
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../test/testApi.ts';
import { multipartBody, TINY_PDF } from '../test/multipart.ts';
import { nextDisposable } from '../test/security/disposableRecords.ts';
import { loadSecurityCases } from '../test/security/loadSecurityCases.ts';
import type { DemoRole } from '../test/security/securityCase.ts';
import { createTestClock } from '../test/testClock.ts';
import { loadSpecs, type Operation, type Role } from './spec.ts';

const POSTS = ['CONFPUBL', 'FJPUBALU', 'FJPUBDOC', 'ELIMPUBL'];
// Coordinators of the psychologists' calendars (ADMDISPO) and the psychologist's own (DISPODOC);
// teacher scheduling: configure and assign, reports (the superadmin also processes, below).
const STAFF = [...POSTS, 'ADMDISPO', 'PROGDOCADM', 'PROGDOCREP'];
const demoRoles: DemoRole[] = [
  { usuario: 'alumno', idu: 1001, tip: 1, admin: false, superadmin: false, permissions: [] },
  // Every teacher declares their availability for the next period (issue 40).
  {
    usuario: 'docente',
    idu: 1002,
    tip: 2,
    admin: false,
    superadmin: false,
    permissions: ['DISPODOC'],
  },
  { usuario: 'colaborador', idu: 1003, tip: 3, admin: true, superadmin: false, permissions: STAFF },
  {
    usuario: 'psicologo',
    idu: 1004,
    tip: 3,
    admin: true,
    superadmin: false,
    permissions: ['DISPODOC'],
  },
  {
    usuario: 'superadmin',
    idu: 1005,
    tip: 3,
    admin: true,
    superadmin: true,
    permissions: [...STAFF, 'PROGDOCPROC'],
  },
  // A collaborator without the admin-type flag (migration 013), after the generated users: its
  // id depends on the seed's size and is read from its token.
  { usuario: 'asistente', idu: 0, tip: 3, admin: false, superadmin: false, permissions: [] },
];

// The demo accounts that manage the procedure areas (migration 019's seed).
const AREA_MANAGERS = ['colaborador', 'superadmin'];

const grants: Record<Role, (who: DemoRole) => boolean> = {
  publico: () => true,
  autenticado: () => true,
  alumno: (who) => who.tip === 1,
  docente: (who) => who.tip === 2,
  colaborador: (who) => who.tip === 3,
  administrativo: (who) => who.admin,
  superadmin: (who) => who.superadmin,
  // Sessions never hold it: an outside system's key does (see below).
  integracion: () => false,
};

const operations = loadSpecs().flatMap((spec) => spec.operations);

/**
 * The operation's own example request, with the x-campus-self parameter set to `idu` and the
 * caller's own objects in the path parameters and body fields they name.
 */
function exampleRequest(
  operation: Operation,
  idu: number,
  ownObjects: Record<string, unknown> = {},
): InjectOptions {
  const example = (name: string, fallback: unknown) => {
    const parameter = operation.parameters.find((p) => p.name === name);
    return String(ownObjects[name] ?? parameter?.example ?? parameter?.schema?.default ?? fallback);
  };
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === operation.selfParam ? String(idu) : encodeURIComponent(example(name, 1)),
  );
  const query = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query' && (p.example !== undefined || p.name in ownObjects))
      .map((p) => [p.name, String(ownObjects[p.name] ?? p.example)]),
  );
  const bodyExample = operation.requestBody?.example;
  const body =
    bodyExample && typeof bodyExample === 'object'
      ? {
          ...bodyExample,
          ...Object.fromEntries(Object.entries(ownObjects).filter(([name]) => name in bodyExample)),
        }
      : bodyExample;
  const request = { method: operation.method, url: `/api/${operation.service}${url}`, query };
  if (operation.requestBody?.multipart) {
    return { ...request, ...multipartBody({ tipo: 'CV' }, { name: 'cv.pdf', bytes: TINY_PDF }) };
  }
  return { ...request, ...(body !== undefined && { payload: body as InjectOptions['payload'] }) };
}

/** A fresh key of a credential the superadmin makes with `alcances`. */
const integrationKey = async (alcances: string[]) => {
  const created = await api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/credenciales',
    payload: { nombre: `Sistema de prueba ${nextDisposable()}`, alcances },
  });
  return created.json().claveSecreta as string;
};

// Objects of the caller's own, by operationId, from the <tag>.security.ts files beside the handlers.
const ownObject = await loadSecurityCases();

let api: TestApi;
let expiredToken: string;
let signedOutToken: string;

beforeAll(async () => {
  // Enough students that the manual tickets tray holds a request in each state for each decider,
  // and that open rectification cases outlast the operations before 'aplicarRectificacion' that
  // move some on (60 no longer did once the demo story of migration 036 placed its requests).
  api = await createTestApi({ seed: { students: 90 } });
  for (const who of demoRoles.filter((role) => role.idu === 0)) {
    const token = await api.login(who.usuario);
    who.idu = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).idu;
  }
  const now = Math.floor(createTestClock().clock() / 1000);
  expiredToken = await new SignJWT({
    tip: 1,
    username: 'alumno',
    ida: 5001,
    idu: 1001,
    mat: 'A2026-00001',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 9 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
});
beforeAll(async () => {
  // A token whose session ended: valid signature, not expired, signed out.
  signedOutToken = await api.signIn('alumno');
  const signedOut = await api.app.inject({
    method: 'POST',
    url: '/api/main/auth/logout',
    headers: { authorization: `Bearer ${signedOutToken}` },
  });
  if (signedOut.statusCode !== 200) throw new Error(`Sign-out failed: ${signedOut.body}`);
});
afterAll(() => api.app.close());

describe.each(
  operations.map((op) => [`${op.service} ${op.operationId} [${op.roles.join(', ')}]`, op] as const),
)('%s', (_name, operation) => {
  const isPublic = operation.roles.includes('publico');

  if (operation.roles.includes('integracion')) {
    it('answers 401 without a key and with every session, and works with a key', async () => {
      const request = exampleRequest(operation, 1001);
      const keyless = await api.app.inject(request);
      expect(keyless.statusCode).toBe(401);
      expect(keyless.json().messagePublic).toBe('Falta la clave de integración.');
      for (const who of demoRoles) {
        const response = await api.call(who.usuario, request);
        expect(response.statusCode, who.usuario).toBe(401);
      }
      const key = await integrationKey(operation.scopes);
      const response = await api.app.inject({
        ...request,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    return;
  }

  if (isPublic) {
    it('works without a token', async () => {
      const response = await api.app.inject(exampleRequest(operation, 1001));
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
      expect(operation.statuses).toContain(String(response.statusCode));
    });
    // A public operation that needs something of the visitor's own (a solved proof-of-work
    // challenge, issue 55) answers 2xx with it and refuses the example's forged one.
    const own = ownObject[operation.operationId];
    if (own) {
      it('works without a token with what the visitor must bring, refuses the example', async () => {
        const example = await api.app.inject(exampleRequest(operation, 1001));
        expect(example.statusCode).toBe(400);
        expect(example.json().messagePublic).toBe(
          'La verificación no es válida o ya venció. Vuelve a consultar.',
        );
        const request = exampleRequest(operation, 1001, await own(api, demoRoles[0]!));
        const response = await api.app.inject(request);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      });
    }
    return;
  }

  it('answers 401 without a token', async () => {
    const response = await api.app.inject(exampleRequest(operation, 1001));
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Necesita iniciar sesión');
  });

  it('answers 401 with an expired token', async () => {
    const request = exampleRequest(operation, 1001);
    const response = await api.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${expiredToken}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Sesión expirada');
  });

  it('answers 401 with the token of a session that was signed out', async () => {
    const request = exampleRequest(operation, 1001);
    const response = await api.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${signedOutToken}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Sesión expirada');
  });

  it.each(demoRoles.map((who) => [who.usuario, who] as const))('as %s', async (_usuario, who) => {
    const allowed =
      operation.roles.some((role) => grants[role](who)) &&
      !(operation.areaManagers && who.tip === 3 && !AREA_MANAGERS.includes(who.usuario)) &&
      (operation.permissions.length === 0 ||
        operation.permissions.some((key) => who.permissions.includes(key)));
    // A refused caller is refused before its objects matter: none is made for it.
    const own = allowed ? await ownObject[operation.operationId]?.(api, who) : undefined;
    const request = exampleRequest(operation, who.idu, own);
    // Signing out ends the session it is called with: it gets one of its own, not the shared one.
    const response =
      operation.operationId === 'cerrarSesion'
        ? await api.app.inject({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${await api.signIn(who.usuario)}`,
            },
          })
        : await api.call(who.usuario, request);
    if (allowed) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().messagePublic).toBe('No tienes permiso para realizar esta acción.');
    }
  });
});
