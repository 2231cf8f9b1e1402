import type { Request } from '@playwright/test';
import { signInAtClock } from './support/clock';
import { atPhoneWidth } from './support/phone';
import { clockBaseURL } from './support/run';
import { expect, test } from './support/test';

// issue 41, spec §5 and §9: the poor-connection notice. The line is tested where a poor one
// matters, before joining a virtual class: when 'Mis clases' lists one with its Teams link, once
// a session, never on sign-in or a page load. The demo server's image measures the real line
// (loopback: fast); a slow one is simulated by answering the image late with a few bytes, which
// only a slower machine could make slower still.

test.use({ baseURL: clockBaseURL });

const NOTICE = 'Tu conexión a internet es inestable.';
const isTestImage = (request: Request) => request.url().endsWith('/api/prueba-conexion');

test('the student is told of a poor connection before joining a virtual class, once', async ({
  page,
  expectAccessible,
}) => {
  const downloads: Request[] = [];
  page.on('request', (request) => {
    if (isTestImage(request)) downloads.push(request);
  });
  await signInAtClock(page, 'alumno');
  const attendance = page.getByRole('button', { name: 'Asistencia', exact: true });
  await expect(attendance).toBeVisible();
  expect(downloads, 'no test on sign-in or page load').toHaveLength(0);

  // A fast line: the demo server's 2.7 MB image, uncached, and no notice.
  const downloaded = page.waitForEvent('requestfinished', isTestImage);
  await attendance.click();
  const dialog = page.getByRole('dialog', { name: 'Mis clases' });
  await expect(dialog.getByRole('link', { name: /Teams/ }).first()).toBeVisible();
  const response = await (await downloaded).response();
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(Number(response?.headers()['content-length'])).toBe(2_700_054);
  await expect(dialog.getByText(NOTICE)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await attendance.click();
  await expect(dialog.getByRole('link', { name: /Teams/ }).first()).toBeVisible();
  expect(downloads, 'once a session').toHaveLength(1);

  // A slow line (27 KB in no less than half a second: under 0.5 Mbps), in a new session.
  await page.route('**/api/prueba-conexion', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ contentType: 'image/bmp', body: Buffer.alloc(27_000) });
  });
  await page.reload();
  await attendance.click();
  const notice = dialog.getByRole('status').filter({ hasText: NOTICE });
  const expectNotice = async () => {
    await expect(notice).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Teams/ }).first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectNotice();
  await atPhoneWidth(page, expectNotice);
  expect(downloads).toHaveLength(2);
});
