// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { notificationTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ devTools: true });
});
afterAll(() => api.app.close());

const BASE = '/api/notifications/notification';

interface Listed {
  notifications: {
    id: number;
    type: string;
    subtype: string;
    time: string;
    isSeen: boolean;
    isNew: boolean;
    idTramite: number | null;
  }[];
  docs: number;
  totalActiveRows: number;
  pendingNotificationSubtypesCode: string[];
}

const list = async (usuario: string, query: Record<string, string | number> = {}) => {
  const response = await api.call(usuario, {
    url: `${BASE}/list`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as Listed;
};
const post = (usuario: string, path: string, payload: object) =>
  api.call(usuario, { method: 'POST', url: `${BASE}/${path}`, payload });
const pending = async (usuario: string) =>
  (await api.call(usuario, { url: `${BASE}/pending` })).json().results as {
    totalPending: number;
    isBadgeActive: boolean;
  };
const send = (payload: object, usuario = 'superadmin') =>
  post(usuario, 'dev/send', {
    usuario: 'alumno',
    type: 'ADMINISTRATIVO',
    subtype: 'TRAMITES',
    title: 'Tu trámite avanzó',
    description: 'Pasó a revisión.',
    ...payload,
  });

describe('notification/list', () => {
  it('pages the caller’s notifications newest first, 50 by default, with the totals', async () => {
    // The demo accounts hold a dozen each (one per story): a spare account gets three pages.
    for (let n = 0; n < 120; n += 1) {
      expect((await send({ usuario: 'alumno2', title: `Aviso ${n}` })).statusCode).toBe(200);
      if (n % 40 === 0) api.advance(60_000);
    }
    const first = await list('alumno2');
    expect(first.notifications).toHaveLength(50);
    expect(first.docs).toBe(120);
    const times = first.notifications.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
    const third = await list('alumno2', { page: 3 });
    expect(third.notifications).toHaveLength(first.docs - 100);
    expect(third.docs).toBe(first.docs);
    expect((await list('alumno2', { page: 4 })).notifications).toEqual([]);
  });

  it('filters by type and by subtype, and says which subtypes have unseen ones', async () => {
    const academic = await list('alumno', { notificationCode: 'ACADEMICO', pageSize: 100 });
    expect(academic.notifications.every((n) => n.type === 'ACADEMICO')).toBe(true);
    const administrative = await list('alumno', {
      notificationCode: 'ADMINISTRATIVO',
      pageSize: 1,
    });
    expect(academic.docs + administrative.docs).toBe((await list('alumno')).docs);
    const grades = await list('alumno', { notificationSubtypeCode: 'NOTAS', pageSize: 100 });
    expect(grades.notifications.every((n) => n.subtype === 'NOTAS')).toBe(true);
    const all = await list('alumno', { pageSize: 100 });
    expect(all.pendingNotificationSubtypesCode.length).toBeGreaterThan(0);
    expect(all.totalActiveRows).toBeLessThan(all.docs);
  });

  it.each([
    ['pageSize', 0, 400],
    ['pageSize', 1, 200],
    ['pageSize', 100, 200],
    ['pageSize', 101, 400],
    ['page', 0, 400],
    ['notificationCode', 'OTRO', 400],
  ])('answers %s=%s with %i', async (name, value, status) => {
    const response = await api.call('alumno', {
      url: `${BASE}/list`,
      query: { [name]: String(value) },
    });
    expect(response.statusCode).toBe(status);
  });

  it('lists only the caller’s own', async () => {
    const mine = new Set((await list('alumno', { pageSize: 100 })).notifications.map((n) => n.id));
    const theirs = (await list('docente', { pageSize: 100 })).notifications;
    expect(theirs.some((n) => mine.has(n.id))).toBe(false);
  });
});

describe('reading and deleting', () => {
  it('marks one seen; another user’s id is unknown (404) and stays unseen', async () => {
    const { notifications } = await list('alumno', { pageSize: 100 });
    const unseen = notifications.find((n) => !n.isSeen)!;
    expect((await post('docente', 'read', { idNotification: unseen.id })).statusCode).toBe(404);
    expect(
      (await list('alumno', { pageSize: 100 })).notifications.find((n) => n.id === unseen.id)
        ?.isSeen,
    ).toBe(false);
    expect((await post('alumno', 'read', { idNotification: unseen.id })).statusCode).toBe(200);
    expect(
      (await list('alumno', { pageSize: 100 })).notifications.find((n) => n.id === unseen.id)
        ?.isSeen,
    ).toBe(true);
    expect((await post('alumno', 'read', { idNotification: unseen.id })).statusCode).toBe(200);
  });

  it('marks all of one type seen, leaving the other type alone', async () => {
    const before = await list('docente', { notificationCode: 'ADMINISTRATIVO' });
    const academic = await list('docente', { notificationCode: 'ACADEMICO' });
    const response = await post('docente', 'readAll', { notificationTypeCode: 'ACADEMICO' });
    expect(response.json().results.updated).toBe(academic.totalActiveRows);
    expect((await list('docente', { notificationCode: 'ACADEMICO' })).totalActiveRows).toBe(0);
    expect((await list('docente', { notificationCode: 'ADMINISTRATIVO' })).totalActiveRows).toBe(
      before.totalActiveRows,
    );
    await post('docente', 'readAll', {});
    expect((await pending('docente')).totalPending).toBe(0);
  });

  it('deletes one for good; another user cannot (404), and a second delete is 404', async () => {
    const { notifications, docs } = await list('psicologo');
    const target = notifications[0]!;
    expect((await post('alumno', 'delete', { idNotification: target.id })).statusCode).toBe(404);
    expect((await list('psicologo')).docs).toBe(docs);
    expect((await post('psicologo', 'delete', { idNotification: target.id })).statusCode).toBe(200);
    const after = await list('psicologo');
    expect(after.docs).toBe(docs - 1);
    expect(after.notifications.some((n) => n.id === target.id)).toBe(false);
    expect((await post('psicologo', 'delete', { idNotification: target.id })).statusCode).toBe(404);
    expect((await post('psicologo', 'read', { idNotification: target.id })).statusCode).toBe(404);
  });

  it.each([
    [{}],
    [{ idNotification: 0 }],
    [{ idNotification: 'uno' }],
    [{ idNotification: 1, extra: 1 }],
  ])('refuses the body %j with 400', async (payload) => {
    expect((await post('alumno', 'delete', payload)).statusCode).toBe(400);
  });
});

describe('badge and new notifications', () => {
  it('clears the badge and what was new; a new arrival shows the badge again, new', async () => {
    await post('superadmin', 'badge', { isBadgeActive: false });
    expect((await pending('superadmin')).isBadgeActive).toBe(false);
    // What arrived before the badge was cleared is no longer new.
    const clearedAt = Date.parse('2026-09-14T15:00:00.000Z');
    const listed = (await list('superadmin', { pageSize: 100 })).notifications;
    expect(listed.filter((n) => Date.parse(n.time) <= clearedAt).length).toBeGreaterThan(0);
    expect(listed.filter((n) => Date.parse(n.time) <= clearedAt).some((n) => n.isNew)).toBe(false);
    api.advance(1000);
    const sent = await send({ usuario: 'superadmin', title: 'Llegó después' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await pending('superadmin')).isBadgeActive).toBe(true);
    const newest = (await list('superadmin', { pageSize: 1 })).notifications[0];
    expect(newest).toMatchObject({ isNew: true, isSeen: false });
  });
});

describe('notification/dev/send', () => {
  // issue 55: any staff account (asistente, without the admin flag, included) could send.
  it('is for superadmins only (403 for every other role)', async () => {
    const before = (await list('alumno')).docs;
    for (const usuario of ['alumno', 'docente', 'colaborador', 'psicologo', 'asistente'])
      expect((await send({}, usuario)).statusCode, usuario).toBe(403);
    expect((await list('alumno')).docs).toBe(before);
    expect((await send({})).statusCode).toBe(200);
    expect((await list('alumno')).docs).toBe(before + 1);
  });

  // issue 55: 404 for an unknown username told which usernames exist.
  it('answers an unknown recipient exactly as a known one, storing nothing for anyone', async () => {
    const known = await send({ usuario: 'alumno2' });
    const unknown = await send({ usuario: 'nadie.existe' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ results: null, messagePublic: notificationTexts.devSent });
  });

  // issue 31: an id past JavaScript's safe range, once stored, made every later list a 500.
  it('stores the largest safe id and refuses one past it, so the list always reads', async () => {
    const largest = await send({ usuario: 'alumno2', idTramite: Number.MAX_SAFE_INTEGER });
    expect(largest.statusCode, largest.body).toBe(200);
    for (const idTramite of ['9007199254740993', '1e308']) {
      const response = await api.call('superadmin', {
        method: 'POST',
        url: `${BASE}/dev/send`,
        headers: { 'content-type': 'application/json' },
        payload: `{"usuario":"alumno2","type":"ADMINISTRATIVO","subtype":"TRAMITES","title":"T","description":"D","idTramite":${idTramite}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ idTramite: ['Has llegado al valor límite'] });
    }
    const listed = await list('alumno2');
    expect(listed.notifications.map((n) => n.idTramite)).toContain(Number.MAX_SAFE_INTEGER);
  });

  const newestLink = async () => (await list('alumno', { pageSize: 1 })).notifications[0];

  // issue 31: the campus follows only its own paths and web addresses; the server stores no other.
  // issue 55: an address of another host only when its origin is on the superadmin's allowlist.
  it.each([
    '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
    '/%5Cevil.example',
    'https://biblioteca.campus.example/libro?id=3',
    'HTTPS://PAGOS.campus.example',
  ])('stores the link %j', async (link) => {
    const title = `Enlace ${link}`;
    const response = await send({ link, title, idTramite: 7002 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await newestLink()).toMatchObject({ title, link });
  });

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'https:evil.example',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hola',
    'mailto:a@b.example',
    'https://usuario:clave@biblioteca.campus.example/',
    'estudiantes/cursos',
    // Off the allowlist: another host, another scheme or port of an allowed host, a look-alike.
    'https://phishing.example/login',
    'http://biblioteca.campus.example/libro',
    'https://biblioteca.campus.example:8443/',
    'https://biblioteca.campus.example.phishing.example/',
  ])('refuses the link %j (400) and stores nothing', async (link) => {
    const before = (await list('alumno')).docs;
    const response = await send({ link });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      messagePublic: texts.validation.url,
      errors: { link: [texts.validation.url] },
    });
    expect((await list('alumno')).docs).toBe(before);
  });

  it('refuses a link off the allowlist for an unknown recipient too, as for a known one', async () => {
    const link = 'https://phishing.example/login';
    const known = await send({ usuario: 'alumno', link });
    const unknown = await send({ usuario: 'nadie.existe', link });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(known.json());
  });

  it('follows the allowlist the superadmin keeps: an origin added is allowed, one removed is not', async () => {
    const link = 'https://aula.socio.example/clase';
    expect((await send({ link })).statusCode).toBe(400);
    await setOrigins('https://biblioteca.campus.example, https://aula.socio.example');
    expect((await send({ link, title: 'Aula socia' })).statusCode).toBe(200);
    expect(await newestLink()).toMatchObject({ title: 'Aula socia', link });
    await setOrigins('https://biblioteca.campus.example,no es un origen');
    expect((await send({ link })).statusCode).toBe(400);
    expect((await send({ link: 'https://biblioteca.campus.example/' })).statusCode).toBe(200);
    await setOrigins('https://pagos.campus.example,https://biblioteca.campus.example');
  });

  it('is refused where CAMPUS_DEV_TOOLS=1 was not set, even to a superadmin', async () => {
    const production = await createTestApi({ devTools: false });
    try {
      const response = await production.call('superadmin', {
        method: 'POST',
        url: `${BASE}/dev/send`,
        payload: {
          usuario: 'alumno',
          type: 'ACADEMICO',
          subtype: 'NOTAS',
          title: 'x',
          description: 'y',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().messagePublic).toBe(notificationTexts.devOnly);
    } finally {
      await production.app.close();
    }
  });
});

/** Saves the external origins notification links may lead to, as a superadmin would. */
async function setOrigins(valor: string) {
  const listed = await api.call('superadmin', {
    url: '/api/main/admin/parametro/listar',
    query: { busqueda: 'NOTIFICACION_ORIGENES_EXTERNOS' },
  });
  const [found] = listed.json().results.parametros as {
    id: number;
    descripcion: string;
    version: number;
  }[];
  const saved = await api.call('superadmin', {
    method: 'PUT',
    url: `/api/main/admin/parametro/${found!.id}`,
    payload: { valor, descripcion: found!.descripcion, version: found!.version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('preferences', () => {
  const preferences = async (usuario: string) =>
    (await api.call(usuario, { url: `${BASE}/listconfiguration` })).json().results as {
      groups: {
        typeCode: string;
        title: string;
        configurations: {
          configurationId: number;
          configurationTypeCode: string;
          isActive: boolean;
          isCritical: boolean;
        }[];
      }[];
      quietHours: { from: string; to: string } | null;
    };
  const configuration = async (code: string) =>
    (await preferences('alumno')).groups
      .flatMap((group) => group.configurations)
      .find((c) => c.configurationTypeCode === code)!;

  it('groups the switches by type, critical ones always on', async () => {
    const { groups, quietHours } = await preferences('alumno');
    expect(groups.map((g) => [g.typeCode, g.title])).toEqual([
      ['ACADEMICO', 'Académicas'],
      ['ADMINISTRATIVO', 'Administrativas'],
    ]);
    expect(await configuration('ALERTA_ASISTENCIA')).toMatchObject({
      isActive: true,
      isCritical: true,
    });
    expect(await configuration('NOTAS')).toMatchObject({ isActive: true, isCritical: false });
    expect(quietHours).toBeNull();
  });

  it('switches a type off and on for the caller only', async () => {
    const { configurationId } = await configuration('PAGOS');
    const off = await post('alumno', 'saveconfiguration', { configurationId, isActive: false });
    expect(off.json().messagePublic).toBe(notificationTexts.preferenceSaved);
    expect((await configuration('PAGOS')).isActive).toBe(false);
    const theirs = (await preferences('docente')).groups
      .flatMap((g) => g.configurations)
      .find((c) => c.configurationId === configurationId);
    expect(theirs?.isActive).toBe(true);
    await post('alumno', 'saveconfiguration', { configurationId, isActive: true });
    expect((await configuration('PAGOS')).isActive).toBe(true);
  });

  it('refuses to switch a critical type off (400), but saving it on is fine', async () => {
    const { configurationId } = await configuration('TRAMITE_OBSERVADO');
    const off = await post('alumno', 'saveconfiguration', { configurationId, isActive: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().messagePublic).toBe(notificationTexts.criticalType);
    expect(
      (await post('alumno', 'saveconfiguration', { configurationId, isActive: true })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown configuration', async () => {
    const response = await post('alumno', 'saveconfiguration', {
      configurationId: 99999,
      isActive: true,
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    [{ from: '22:00', to: '07:00' }, 200, notificationTexts.quietHoursSaved],
    [{ from: '00:00', to: '23:59' }, 200, notificationTexts.quietHoursSaved],
    [{ from: null, to: null }, 200, notificationTexts.quietHoursCleared],
    [{ from: '22:00', to: '22:00' }, 400, notificationTexts.quietHoursEqual],
    [{ from: '22:00', to: null }, 400, notificationTexts.quietHoursPair],
    [{ from: null, to: '07:00' }, 400, notificationTexts.quietHoursPair],
    [{ from: '24:00', to: '07:00' }, 400, undefined],
    [{ from: '7:00', to: '08:00' }, 400, undefined],
  ])('quiet hours %j answer %i', async (payload, status, message) => {
    const response = await post('colaborador', 'savequiethours', payload);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().messagePublic).toBe(message);
    if (status === 200) {
      const expected = payload.from === null ? null : payload;
      expect((await preferences('colaborador')).quietHours).toEqual(expected);
    }
  });
});

describe('subtypes and validate', () => {
  it('lists the active subtypes, of one type when asked', async () => {
    const all = (await api.call('alumno', { url: `${BASE}/subtypes` })).json().results;
    const academic = (
      await api.call('alumno', {
        url: `${BASE}/subtypes`,
        query: { notificationTypeCode: 'ACADEMICO' },
      })
    ).json().results as { typeCode: string }[];
    expect(academic.length).toBeGreaterThan(0);
    expect(academic.every((s) => s.typeCode === 'ACADEMICO')).toBe(true);
    expect(all.length).toBeGreaterThan(academic.length);
  });

  it('answers the caller’s own live queue', async () => {
    const token = await api.login('alumno');
    const ida = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).ida;
    const response = await post('alumno', 'validate', {});
    expect(response.json().results).toEqual({
      queue: `/queue/notificaciones.${ida}`,
      isActive: true,
    });
  });
});
