import type { Browser } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { filingStudent } from './support/students';
import { PNG, smsCode } from './support/uploads';
import { expect, test } from './support/test';

// issue 32: what a user meets around a procedure: one toast per event after filing, the detail
// open at its top, the bell's dropdown closing once a notification is chosen, and one message
// (not two contradictory ones) for an admin-type user who manages no area.

test('after filing, one toast per event, the detail at its top; choosing the live notification closes the dropdown', async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow();
  // Slot 4: procedures.spec.ts files with slots 0 and 1 in the same run.
  const student = filingStudent(testInfo, 4);
  await signInThroughApi(page, student, '/estudiantes/tramites/programa-de-estudios/nuevo');
  await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill('estudios superiores');
  await page.getByRole('link', { name: /Certificado de estudios superiores/ }).click();
  await page
    .getByLabel('Copia del DNI', { exact: true })
    .setInputFiles({ name: 'dni.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByRole('textbox', { name: 'Motivo de la solicitud' })
    .fill('Postulación a una beca.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sms = page.getByRole('dialog', { name: 'Confirma tu solicitud' });
  await sms.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(smsCode(student));
  await sms.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/en-proceso\/certificado-de-estudios-superiores\/\d+$/);
  const detailUrl = page.url();

  // Two events, two toasts: the filing's own, and the live notification that arrives after it.
  const live = page.getByRole('status').filter({ hasText: 'Tu trámite avanzó' });
  await expect(live).toHaveCount(1);
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu solicitud fue registrada.' }),
  ).toHaveCount(1);

  // The detail opens at its top: its heading and its state are on screen.
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Certificado de estudios superiores',
  });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Registrado').first()).toBeInViewport();
  await expectAccessible(page);

  // The bell's dropdown (from 1024 px): choosing the notification follows it and closes.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notificaciones' });
  await expectAccessible(page);
  await dropdown
    .getByRole('link', { name: /Tu trámite avanzó/ })
    .first()
    .click();
  await expect(page).toHaveURL(detailUrl);
  await expect(dropdown).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await atPhoneWidth(page, async () => {
    await expect(heading).toBeVisible();
    await expectAccessible(page);
  });
});

async function psychologistPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    storageState: storageStatePath('psicologo'),
    viewport: { width, height: 800 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  return context.newPage();
}

test('a psychologist (manages no area) reads one refusal in the tray, not also the generic error', async ({
  browser,
  expectAccessible,
}) => {
  const page = await psychologistPage(browser, 1280);
  // Every refused call of the tray has answered before the page is judged.
  const filters = page.waitForResponse((response) =>
    response.url().includes('/tramitesae/caso/filtro/listar'),
  );
  await page.goto('/admin/tramites/validacion-documentos/pendientes');
  await expect(page.getByText('No eres encargado del área de esta bandeja.')).toBeVisible();
  expect((await filters).status()).toBe(403);
  await expect(page.getByText('¡Ups! ocurrió un error, inténtalo más tarde')).toHaveCount(0);
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(page.getByText('No eres encargado del área de esta bandeja.')).toBeVisible();
    await expectAccessible(page);
  });
  await page.context().close();
});
