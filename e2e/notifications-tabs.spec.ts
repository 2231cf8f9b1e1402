import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './support/test';
import { notificationSender } from './support/notifications';
import { signInThroughApi } from './support/apiSignIn';
import { inboxStudent } from './support/students';

// issue 31: one browser keeps one live connection per user, shared by its tabs. The tab holding
// the user's Web Lock connects and passes notifications on over a BroadcastChannel; when it
// closes, another tab takes the connection over.

/** The live connections `page` opens, each with whether its subscription was confirmed. */
function watchLiveSockets(page: Page) {
  const sockets: { socket: WebSocket; subscribed: boolean }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/notifications/ws')) return;
    const watched = { socket, subscribed: false };
    sockets.push(watched);
    // The client subscribes with a receipt: the RECEIPT frame says the queue is listened to.
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('RECEIPT')) watched.subscribed = true;
    });
  });
  return sockets;
}

const arrived = (page: Page, title: string) =>
  expect(page.getByText(`Nueva notificación: ${title}`)).toBeAttached();

test('two tabs of a student receive a live notification over one connection, and the second takes over when the first closes', async ({
  page,
  request,
}, testInfo) => {
  const student = inboxStudent(testInfo, 4);
  const send = await notificationSender(request);
  const stamp = `${testInfo.retry}${Date.now() % 100000}`;
  const first = watchLiveSockets(page);
  await signInThroughApi(page, student);
  await expect.poll(() => first.filter((s) => s.subscribed).length).toBe(1);

  const other = await page.context().newPage();
  const second = watchLiveSockets(other);
  await other.goto('/');
  // It has joined once it waits for the user's lock, which the first tab holds.
  await expect
    .poll(() => other.evaluate(async () => (await navigator.locks.query()).pending?.length))
    .toBe(1);

  const title = `Aviso en dos pestañas ${stamp}`;
  await send({ usuario: student, title });
  await arrived(page, title);
  await arrived(other, title);
  expect(first).toHaveLength(1);
  expect(second).toHaveLength(0);

  // The leading tab closes: the other one connects and receives on its own.
  await page.close();
  await expect.poll(() => second.filter((s) => s.subscribed).length).toBe(1);
  const next = `Aviso tras cerrar la pestaña ${stamp}`;
  await send({ usuario: student, title: next });
  await arrived(other, next);
  expect(second).toHaveLength(1);
});
