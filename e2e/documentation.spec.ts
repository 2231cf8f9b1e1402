import { catalogue } from '../src/features/documentation/shared/catalogue';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

// Every component page renders its demo in both themes side by side ('Modo claro' and
// 'Modo oscuro'), so axe-core checks both on each visit. The app's own dark mode changes only the
// page around them: it is checked once, on the index, at both widths.
test.describe('/documentacion', () => {
  test('the index lists every component', async ({ page, expectAccessible }) => {
    await page.goto('/documentacion');
    const expectIndex = async () => {
      const list = page.getByRole('navigation', { name: 'Componentes' });
      await expect(list.getByRole('link')).toHaveCount(catalogue.length);
      await expectAccessible(page);
    };
    await expectIndex();
    await atPhoneWidth(page, expectIndex);
  });

  test('the index in the app dark mode', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('campus.darkMode', 'true'));
    await page.goto('/documentacion');
    const expectIndex = async () => {
      await expect(page.getByRole('navigation', { name: 'Componentes' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectIndex();
    await atPhoneWidth(page, expectIndex);
  });

  // A component page's two widths differ only in layout, so one visit checks both: the phone
  // twin of each test re-loaded the same page to run the same checks (a third of the e2e time).
  for (const entry of catalogue) {
    test(`${entry.slug} shows its variants and props at 1280 and 375 px`, async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(`/documentacion/${entry.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(page.getByRole('region', { name: 'Modo claro' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Modo oscuro' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Propiedades' })).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
});
