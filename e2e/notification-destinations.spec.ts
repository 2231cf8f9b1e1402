import type { Page } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { expect, test } from './support/test';

// issue 32: every notification of the demo student and teacher leads somewhere that opens for
// them (a survey of theirs, their own request, a section they take or teach, a page of content).

/** What a page says when the record a link names is gone or not the reader's. */
const UNAVAILABLE =
  /no existe|no es tuyo|no está asignada|no es uno de tus|No pudimos|No tienes acceso|No tienes permiso/;

/** The rows' titles, read from their delete buttons ('Eliminar: <title>'). */
async function titlesOnList(page: Page): Promise<string[]> {
  const rows = page.locator('[data-notification-id]');
  await expect(rows.first()).toBeVisible();
  const labels = await rows
    .getByRole('button', { name: /^Eliminar: / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Eliminar: /, ''));
}

/** The page reached has content of its own: a heading, and no notice that the record is gone. */
async function expectContent(
  page: Page,
  title: string,
  expectAccessible: (p: Page) => Promise<void>,
) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first(), title).toBeVisible();
  await expect(main.getByText(UNAVAILABLE), `${title} at ${page.url()}`).toHaveCount(0);
  await expectAccessible(page);
}

for (const role of ['alumno', 'docente'] as const) {
  test.describe(role, () => {
    test.use({ storageState: storageStatePath(role) });

    test(`every notification of ${role} opens somewhere with content`, async ({
      page,
      expectAccessible,
    }) => {
      // One page and one axe scan per notification of the account: alumno's took 29-33 s of the
      // 30 s limit on CI's two cores.
      test.slow();
      await page.goto('/notificaciones');
      const heading = page.getByRole('heading', { level: 1, name: 'Notificaciones' });
      await expect(heading).toBeVisible();
      const titles = await titlesOnList(page);
      expect(titles.length).toBeGreaterThan(3);
      await expectAccessible(page);
      await atPhoneWidth(page, async () => {
        await expect(heading).toBeVisible();
        await expectAccessible(page);
      });

      for (const title of titles) {
        if (!page.url().endsWith('/notificaciones')) await page.goto('/notificaciones');
        const row = page.locator('[data-notification-id]').filter({ hasText: title }).first();
        const link = row.getByRole('link');
        const opensDialog = row.locator('[aria-haspopup="dialog"]');
        // A row leads to its page, or opens its dialog (which may lead on), or only reads.
        if ((await link.count()) > 0) {
          await link.click();
        } else if ((await opensDialog.count()) > 0) {
          await opensDialog.click();
          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          await expectAccessible(page);
          const onward = dialog.getByRole('link');
          if ((await onward.count()) === 0) {
            // The footer's 'Cerrar' (the corner's icon bears the same name).
            await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
            await expect(dialog).toBeHidden();
            continue;
          }
          await onward.click();
        } else {
          continue;
        }
        await expect(page, title).not.toHaveURL(/\/notificaciones$/);
        await expectContent(page, title, expectAccessible);
      }
    });
  });
}
