import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// The route shape of the react-admin areas: one lazy app owns /superadmin/*, inside the shell.
test.describe('react-admin under /superadmin/*', () => {
  signedInAs('superadmin');

  test("the parameters list and a parameter's edit page open inside the shell, in Spanish", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/parametro');
    await expect(page.getByRole('row', { name: /CAPITALIZE_VARIABLES/ })).toBeVisible();
    // The search runs on the server (spec §7 busqueda).
    await page.getByRole('textbox', { name: 'Buscar' }).fill('NOTIFICATION');
    const row = page.getByRole('row', { name: /EVA_NOTIFICATION/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: /CAPITALIZE_VARIABLES/ })).toBeHidden();
    await expect(page).toHaveTitle(/Parámetros/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
    // Raw JSON values are cut to one line: the table fits a laptop, a phone gets one line per
    // parameter (issue 32).
    await expectNoSidewaysScroll(page);
    await atPhoneWidth(page, async () => {
      await expect(page.getByRole('link', { name: /^EVA_NOTIFICATION/ })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expectAccessible(page);
    });

    await row.getByText('EVA_NOTIFICATION').click();
    await expect(page).toHaveURL(/\/superadmin\/parametro\/\d+$/);
    const heading = page.getByRole('heading', { name: 'Parámetro EVA_NOTIFICATION' });
    const value = page.getByRole('textbox', { name: 'Valor', exact: true });
    await expect(heading).toBeVisible();
    await expect(value).toHaveValue('1');
    await expect(page).toHaveTitle(/Parámetros/);
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expect(value).toHaveValue('1');
      await expectAccessible(page);
    });
  });

  test('a path no resource answers goes to the error page', async ({ page }) => {
    await page.goto('/superadmin/no-existe');
    await expect(page).toHaveURL(/\/error$/);
  });
});
