import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { SPARE_STUDENTS, storageStatePath, type Role } from './accounts';
import { AXE_SCANS, PAGE_LOADS } from './counts';
import { atRest } from './atRest';
import { closeHomeAlerts, openHomeAlerts } from './homeAlerts';

declare global {
  interface Window {
    __cspViolations: string[];
    axe?: typeof axe;
  }
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core put into the page once per document and run there. @axe-core/playwright injected its
 * 500 KB source and opened a helper page on every check: about 1.2 s of the 1.6 s a check took.
 * The campus has no iframes, so nothing is lost by checking the top document alone. `changed`
 * says whether the page's DOM changed while axe measured it.
 */
async function runAxe(page: Page): Promise<{ violations: axe.Result[]; changed: boolean }> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    let changed = false;
    const observer = new MutationObserver(() => (changed = true));
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const { violations } = await window.axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    observer.disconnect();
    return { violations, changed };
  }, WCAG_21_AA);
}

/** Lets the page come to rest before axe measures it. */
async function settle(page: Page) {
  // The pointer stays where the last click left it, and a page that changed under it (a
  // dialog opening there) may bring a control with a tooltip beneath it: that tooltip would
  // fade in while axe measures its colours (psychology.spec failed so in one flake-report
  // run). The corner holds the product's name at both widths, which has none.
  await page.mouse.move(0, 0);
  // Colours checked mid-transition (a button just enabled, a dialog or a toast fading in) are
  // neither the old nor the new ones.
  await atRest(page);
}

type Fixtures = {
  /** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and fails on any violation. */
  expectAccessible: (page: Page) => Promise<void>;
  /**
   * A student account of this worker alone (and of this retry), for a flow that changes its data:
   * parallel tests never share one, and a retry does not meet the first attempt's leftovers.
   */
  spareStudent: string;
  /** Whether the home's closeable alerts start closed (homeAlerts.ts). @default 'closed' */
  homeAlerts: 'closed' | 'open';
};

/** Records the Content-Security-Policy violations of every document the page loads. */
export const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

/** Fails on any violation `watchCsp` recorded in the page's current document. */
export async function expectNoCspViolations(page: Page) {
  if (page.isClosed()) return;
  const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * Every spec imports `test` from here: it records Content-Security-Policy violations
 * and fails the test on any of them.
 */
export const test = base.extend<Fixtures>({
  homeAlerts: ['closed', { option: true }],
  page: async ({ page, homeAlerts }, use, testInfo) => {
    await watchCsp(page);
    await (homeAlerts === 'closed' ? closeHomeAlerts(page) : openHomeAlerts(page));
    // The documents this page loaded, for the timing reporter's count (counts.ts): each boots
    // the app again.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await use(page);
    testInfo.annotations.push({ type: PAGE_LOADS, description: String(loads) });
    await expectNoCspViolations(page);
  },
  spareStudent: async ({}, use, testInfo) => {
    const slot = testInfo.parallelIndex + testInfo.retry * testInfo.config.workers;
    // playwright.config.ts caps the workers so that this never happens; a shared account would
    // let two tests change each other's data.
    if (slot >= SPARE_STUDENTS) throw new Error(`No spare student left for slot ${slot}`);
    await use(`alumno${1 + slot}`);
  },
  expectAccessible: async ({}, use, testInfo) => {
    let scans = 0;
    await use(async (page) => {
      scans += 1;
      await settle(page);
      const scan = await runAxe(page);
      let { violations } = scan;
      // Something may start on its own while axe measures (a live notification's bell tooltip
      // fading in: procedures.spec failed so once in a run without retries): colours read
      // mid-change are neither state's, so a scan that found violations on a page that changed
      // under it is taken again once the page is at rest. A real violation fails both.
      if (violations.length > 0 && scan.changed) {
        await settle(page);
        ({ violations } = await runAxe(page));
      }
      const summary = violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
    });
    testInfo.annotations.push({ type: AXE_SCANS, description: String(scans) });
  },
});

/** Starts the spec's tests signed in as `role` (state saved by the global setup). */
export const signedInAs = (role: Role) => test.use({ storageState: storageStatePath(role) });

export { expect };
