import type { Page } from '@playwright/test';

/**
 * Waits until the page is at rest: no finite CSS transition or animation running, no element shown
 * part-faded and no admin list dimmed while it reads, for two frames in a row (one may start a
 * frame after another ends, or after a render the last action caused), for two seconds at most.
 */
export async function atRest(page: Page) {
  // MUI's fades set the opacity inline: one still short of 1 on a shown element is a fade not
  // yet started or not yet ended (admin-usuarios.spec failed so once in a run without retries,
  // a dialog opening as the confirmation closed).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
    const fading = () =>
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((element) => {
        const style = getComputedStyle(element);
        return (
          Number(style.opacity) < 1 &&
          style.visibility !== 'hidden' &&
          element.getClientRects().length > 0
        );
      });
    // An admin list dims the rows of its last answer while it reads a new search or page
    // (src/admin/datagrid/Datagrid.tsx): a row of the old answer can match what the test
    // waited for, and axe measured the dimmed rows (procedure-configuration.spec failed so
    // once in a run without retries).
    const dimmedRows = () => document.querySelector('table[aria-busy="true"]') !== null;
    const deadline = performance.now() + 2_000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const now = running();
      if (now.length === 0 && !fading() && !dimmedRows()) return;
      await Promise.race([
        Promise.all(now.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
}
