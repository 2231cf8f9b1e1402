import type { Page } from '@playwright/test';
import { catalogue } from '../src/features/documentation/shared/catalogue';
import { storageStatePath } from './support/accounts';
import { goInApp } from './support/navigation';
import { atPhoneWidth } from './support/phone';
import { baseURL } from './support/run';
import { expect, expectNoCspViolations, signedInAs, test, watchCsp } from './support/test';

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
  // The pages share one browser page, reached inside the app as the index's links do: the app
  // boots once for the 31 of them instead of once each.
  test.describe('component pages', () => {
    let shared: Page;
    test.beforeAll(async ({ browser }) => {
      shared = await browser.newPage({ baseURL, storageState: storageStatePath('alumno') });
      await watchCsp(shared);
      await shared.goto('/documentacion');
      await expect(shared.getByRole('navigation', { name: 'Componentes' })).toBeVisible();
    });
    test.afterAll(async () => {
      await expectNoCspViolations(shared);
      await shared.close();
    });

    for (const entry of catalogue) {
      test(`${entry.slug} shows its variants and props at 1280 and 375 px`, async ({
        expectAccessible,
      }) => {
        await shared.setViewportSize({ width: 1280, height: 800 });
        await goInApp(shared, `/documentacion/${entry.slug}`);
        await expect(shared.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
        for (const width of [1280, 375]) {
          await shared.setViewportSize({ width, height: 800 });
          await expect(shared.getByRole('region', { name: 'Modo claro' })).toBeVisible();
          await expect(shared.getByRole('region', { name: 'Modo oscuro' })).toBeVisible();
          await expect(shared.getByRole('table', { name: 'Propiedades' })).toBeVisible();
          await expectAccessible(shared);
        }
      });
    }
  });
});
