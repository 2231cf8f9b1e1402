import { DatabaseSync } from 'node:sqlite';
import { expect, test } from './support/test';
import { notificationRow, notificationSender } from './support/notifications';
import { baseURL, dbFile } from './support/run';
import { signInThroughApi } from './support/apiSignIn';
import { inboxStudent } from './support/students';

// issue 31: a link that starts with one '/' may still lead to another host ('/\evil.example').
const FOREIGN = '/\\evil.example';

// The demo API now refuses such a link (400): the row is one stored before it did, found by its
// title (unique to the run).
function storeLink(title: string, link: string) {
  // The server writes to the same file: wait for its lock rather than fail.
  const db = new DatabaseSync(dbFile, { timeout: 10_000 });
  try {
    db.prepare('UPDATE notifications SET link = ? WHERE title = ?').run(link, title);
  } finally {
    db.close();
  }
}

test('a notification whose link leads to another host keeps the tab on the campus', async ({
  page,
  request,
}, testInfo) => {
  const student = inboxStudent(testInfo, 3);
  const send = await notificationSender(request);
  const title = `Aviso con enlace ajeno ${testInfo.retry}${Date.now() % 100000}`;
  await send({ usuario: student, title, link: '/notificaciones' });
  storeLink(title, FOREIGN);
  // Had the tab left, it would ask the foreign host: answered here, as the test runs offline.
  const foreign: string[] = [];
  await page.route('http://evil.example/**', (route) => {
    foreign.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<h1>Sitio ajeno</h1>' });
  });

  await signInThroughApi(page, student, '/notificaciones');
  const row = notificationRow(page, title);
  await row.getByText(title).click();
  // Opening it marks it read, on the campus's page: the link led nowhere.
  await expect(row).not.toContainText('Sin leer');
  expect(new URL(page.url()).origin).toBe(baseURL);
  await expect(page).toHaveURL('/notificaciones');
  expect(foreign).toEqual([]);
  // Shown without a link: a button that only marks it read.
  await expect(row.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);
});
