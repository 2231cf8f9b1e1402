import { PHONE } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// Issue 54: the procedures report's chart drew a rect with a negative width (a console error).
test.describe('the procedures report chart', () => {
  signedInAs('colaborador');

  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    test(`draws without errors at ${size.width} px`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.setViewportSize(size);
      await page.goto('/admin/reportes/tramites');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reporte de trámites' }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Resumen por tipo de trámite' })).toBeAttached();
      const chart = page.locator('[role="img"] svg').first();
      await expect(chart).toBeVisible();
      const negative = await page.evaluate(() =>
        [...document.querySelectorAll('svg rect')]
          .map((rect) => rect.getAttribute('width'))
          .filter((width) => width !== null && Number(width) < 0),
      );
      expect(negative).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
