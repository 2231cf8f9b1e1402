import type { Locator, Page } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

/** Presses Tab until `target` has focus (the page's menus come first). */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 80; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an option is searched without accents and chosen with the keyboard alone', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/select');
  const select = page
    .getByRole('region', { name: 'Modo claro' })
    .getByRole('combobox', { name: 'Actividad extracurricular' });
  await tabTo(page, select);

  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('combobox', { name: 'Buscar' });
  await expect(search).toBeFocused();
  const listbox = page.getByRole('listbox');
  const expectOpen = async () => {
    await expect(search).toBeFocused();
    await expect(listbox.getByRole('option')).toHaveCount(6);
    await expectAccessible(page);
  };
  await expectOpen();
  await atPhoneWidth(page, expectOpen);

  await page.keyboard.type('cancion');
  await expect(listbox.getByRole('option')).toHaveText(['Canción criolla']);
  await page.keyboard.press('ArrowDown');
  const option = listbox.getByRole('option', { name: 'Canción criolla' });
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(listbox).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveText('Canción criolla');
});

test('Escape closes the list and gives the focus back to the select', async ({ page }) => {
  await page.goto('/documentacion/select');
  const select = page
    .getByRole('region', { name: 'Modo claro' })
    .getByRole('combobox', { name: 'Actividad extracurricular' });
  await tabTo(page, select);

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expect(page.getByRole('listbox')).toBeVisible();
  });
  await page.keyboard.type('tea');
  await page.keyboard.press('Escape');

  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expect(select).toHaveText('');
});
