import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from './support/test';
import { listFetchesDuring, notificationRow, notificationSender } from './support/notifications';
import { signInThroughApi } from './support/apiSignIn';
import { seedDbFile } from './support/run';

// issue 10: the demo API stops and starts again while the student is signed in; the live
// client reconnects by itself and refetches, so what was sent before it reconnected shows up.
// This test runs its own server (the shared one must not restart under other tests), on a copy of
// the run's seeded database: seeding one of its own made the test 1.5 min long instead of 12 s.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startServer(port: number, dbFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['mocks/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAMPUS_DB_FILE: dbFile,
      // The test sends its notifications through the dev tool, off unless asked for.
      CAMPUS_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 60 s');
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

test('after the demo API restarts, the client reconnects and shows what arrived meanwhile', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dbFile = `.data/e2e-reconnect-${port}.db`;
  const removeDb = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  };
  removeDb();
  copyFileSync(seedDbFile, dbFile);
  let server = await startServer(port, dbFile);
  const context = await browser.newContext({
    baseURL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  const request = await playwright.request.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const send = await notificationSender(request);
    await signInThroughApi(page, 'alumno', '/notificaciones');
    // A notification that comes through with nothing asking for the list came live (the refetch
    // after subscribing may be what shows the first one).
    const arrivesLive = async (title: string) => {
      const fetched = await listFetchesDuring(page, async () => {
        await send({ usuario: 'alumno', title });
        await expect(notificationRow(page, title)).toBeVisible();
      });
      expect(fetched).toEqual([]);
    };
    // Connected: the live connection starts once the page's first screen has shown (issue 36).
    await expect(() => arrivesLive(`Antes del reinicio ${Date.now()}`)).toPass({
      timeout: 30_000,
    });

    await stopServer(server);
    server = await startServer(port, dbFile);
    // Sent before the client's next attempt (about 7.5 s apart): no socket is listening for it.
    await send({ usuario: 'alumno', title: 'Durante la reconexión' });
    await expect(notificationRow(page, 'Durante la reconexión')).toBeVisible({ timeout: 20_000 });
    // And the connection is live again: once one has come through live, so does the next one.
    await expect(() => arrivesLive(`Después de reconectar ${Date.now()}`)).toPass({
      timeout: 30_000,
    });
    await arrivesLive('En vivo otra vez');
  } finally {
    await context.close();
    await request.dispose();
    await stopServer(server);
    removeDb();
  }
});
