// @vitest-environment node
// notify(), through the dev tool, with the student connected live: which notifications go out.
import { Client } from '@stomp/stompjs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { notificationQueue } from './queue.ts';

let api: TestApi;
let client: Client;
const received: { title: string; isNew: boolean }[] = [];

beforeAll(async () => {
  api = await createTestApi({ devTools: true });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const token = await api.login('alumno');
  const { ida } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  client = new Client({
    brokerURL: `ws://127.0.0.1:${port}/api/notifications/ws`,
    connectHeaders: { login: 'alumno', passcode: token },
    reconnectDelay: 0,
  });
  await new Promise<void>((resolve) => {
    client.onConnect = () => {
      client.subscribe(
        notificationQueue(ida),
        (message) => received.push(JSON.parse(message.body)),
        {
          receipt: 'listo',
        },
      );
      client.watchForReceipt('listo', () => resolve());
    };
    client.activate();
  });
});
afterAll(async () => {
  await client.deactivate();
  await api.app.close();
});

// The tool answers the same whether the user exists (issue 55): what went out is read from the
// student's live queue and list.
const send = async (subtype: string, title: string) => {
  const response = await api.call('superadmin', {
    method: 'POST',
    url: '/api/notifications/notification/dev/send',
    payload: { usuario: 'alumno', type: 'ADMINISTRATIVO', subtype, title, description: 'Prueba.' },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const receivedTitles = () => received.map((n) => n.title);
const switchType = async (code: string, isActive: boolean) => {
  const settings = await api.call('alumno', {
    url: '/api/notifications/notification/listconfiguration',
  });
  const { configurationId } = settings
    .json()
    .results.groups.flatMap((g: { configurations: object[] }) => g.configurations)
    .find((c: { configurationTypeCode: string }) => c.configurationTypeCode === code);
  await api.call('alumno', {
    method: 'POST',
    url: '/api/notifications/notification/saveconfiguration',
    payload: { configurationId, isActive },
  });
};

describe('notify()', () => {
  it('publishes to the user’s live queue, new', async () => {
    await send('PAGOS', 'Cuota por vencer');
    await eventually(() =>
      expect(received.at(-1)).toMatchObject({ title: 'Cuota por vencer', isNew: true }),
    );
  });

  it('stores but does not publish a type the user switched off', async () => {
    await switchType('PAGOS', false);
    await send('PAGOS', 'Silenciada');
    const listed = await api.call('alumno', {
      url: '/api/notifications/notification/list',
      query: { notificationSubtypeCode: 'PAGOS', pageSize: '100' },
    });
    const titles = listed.json().results.notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain('Silenciada');
    await switchType('PAGOS', true);
    await send('PAGOS', 'De nuevo activa');
    // The queue keeps its order: once the later one is in, the silenced one would be too.
    await eventually(() => expect(receivedTitles()).toContain('De nuevo activa'));
    expect(receivedTitles()).not.toContain('Silenciada');
  });

  it('always publishes a critical type, and a code nobody configured yet', async () => {
    await send('TRAMITE_OBSERVADO', 'Observado');
    await send('NUEVO_TIPO', 'Sin configuración');
    await eventually(() =>
      expect(receivedTitles()).toEqual(expect.arrayContaining(['Observado', 'Sin configuración'])),
    );
  });
});
