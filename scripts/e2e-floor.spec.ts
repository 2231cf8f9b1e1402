import type { Page } from '@playwright/test';
import { atPhoneWidth, PHONE } from '../e2e/support/phone';
import { expect, signedInAs, test } from '../e2e/support/test';

// issue 53: what the cheapest tests cost with the project's fixtures, for the e2e step's floor
// (scripts/e2e-floor.mjs runs them and prints the table). Each probe records its parts as
// annotations; the reporter adds the test's whole time (fixtures and the context included).

// A busy machine (the figures are taken beside other work) must slow a probe, not fail it.
const READY = 30_000;
test.describe.configure({ timeout: 90_000 });

type Probe = 'a' | 'b' | 'c' | 'd' | 'd375';

const PAGES = {
  alumno: { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  superadmin: {
    path: '/superadmin/parametro',
    // A table from 600 px, a list of cards below.
    ready: (page: Page) => {
      const list = page.locator('.RaList-main');
      return list.getByRole('table').or(list.getByRole('listitem')).first();
    },
  },
} as const;

/** Runs `step` and files its time under `name`. */
async function timed(name: string, step: () => Promise<void>) {
  const started = performance.now();
  await step();
  test.info().annotations.push({ type: name, description: String(performance.now() - started) });
}

async function probe(
  page: Page,
  role: keyof typeof PAGES,
  what: Probe,
  axe: (p: Page) => Promise<void>,
) {
  if (what === 'a') return;
  const { path, ready } = PAGES[role];
  await timed('open', async () => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible({ timeout: READY });
  });
  if (what === 'b') return;
  await timed('axe', () => axe(page));
  if (what === 'd') await timed('phone look', () => atPhoneWidth(page, () => axe(page)));
}

for (const role of ['alumno', 'superadmin'] as const) {
  test.describe(role, () => {
    signedInAs(role);
    // The first test of a worker also starts its browser: a warm-up keeps that out of the figures.
    test('warm-up', async ({ page }) => {
      await page.goto(PAGES[role].path);
      await expect(PAGES[role].ready(page)).toBeVisible({ timeout: READY });
    });
    for (const what of ['a', 'b', 'c', 'd'] as const) {
      test(`${what}`, async ({ page, expectAccessible }) => {
        await probe(page, role, what, expectAccessible);
      });
    }
    test.describe('opened at 375 px', () => {
      test.use({ viewport: PHONE });
      test('d375', async ({ page, expectAccessible }) => {
        await probe(page, role, 'c', expectAccessible);
      });
    });
  });
}
