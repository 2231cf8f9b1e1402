import { catalogue } from '../src/features/documentation/catalogue';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

// The app's own colour mode; each page also previews both modes side by side.
const appModes = [
  { name: 'light', dark: false },
  { name: 'dark', dark: true },
] as const;

for (const { name, dark } of appModes) {
  test.describe(`/documentacion in ${name} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('campus.darkMode', JSON.stringify(value));
      }, dark);
    });

    test('the index lists every component @mobile', async ({ page, expectAccessible }) => {
      await page.goto('/documentacion');
      const list = page.getByRole('navigation', { name: 'Componentes' });
      await expect(list.getByRole('link')).toHaveCount(catalogue.length);
      await expectAccessible(page);
    });

    for (const entry of catalogue) {
      test(`${entry.slug} shows its variants and props @mobile`, async ({ page, expectAccessible }) => {
        await page.goto(`/documentacion/${entry.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Modo claro' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Modo oscuro' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Propiedades' })).toBeVisible();
        await expectAccessible(page);
      });
    }
  });
}
