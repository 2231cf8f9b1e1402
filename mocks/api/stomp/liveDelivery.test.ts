// @vitest-environment node
// The app's live client against the demo broker: the same check scripts/test-rabbitmq.mjs runs
// against RabbitMQ's Web-STOMP. Dropping the connections restarts the demo API on its port, as a
// developer's restart does; the client finds it again by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { checkLiveDelivery } from '../../../src/test/live/liveDelivery.check.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let api: TestApi;
// The database outlives the restart, as a developer's does: the token's session is still there.
const dir = mkdtempSync(join(tmpdir(), 'campus-live-'));
const dbFile = join(dir, 'campus.db');
afterAll(async () => {
  await api.app.close();
  rmSync(dir, { recursive: true, force: true });
});

it('delivers notifications to the live client and sees it reconnect after a restart', async () => {
  api = await createTestApi({ dbFile });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const token = await api.login('alumno');
  const { ida } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  await checkLiveDelivery({
    brokerURL: `ws://127.0.0.1:${port}/api/notifications/ws`,
    login: 'alumno',
    passcode: token,
    actorId: ida,
    publish: async (body) => {
      api.live.publish(ida, JSON.parse(body));
    },
    // Same database and secret: the restarted API knows the session and accepts the same token.
    dropConnections: async () => {
      await api.app.close();
      api = await createTestApi({ dbFile });
      await api.app.listen({ port, host: '127.0.0.1' });
    },
  });
});
