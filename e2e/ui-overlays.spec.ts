import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

// The documentation previews, light mode; each demo is rendered once per mode.
const preview = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Modo claro' });

test('a tooltip opens when Tab reaches its element', async ({ page }) => {
  await page.goto('/documentacion/tooltip');
  const button = preview(page).getByRole('button', { name: 'Descargar constancia' });
  const tooltip = page.getByRole('tooltip', { name: 'Descarga la constancia en PDF' });
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Tab');
  const expectOpen = async () => {
    await expect(button).toBeFocused();
    await expect(tooltip).toBeVisible();
    const box = await tooltip.locator('div').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(253);
  };
  await expectOpen();
  await atPhoneWidth(page, expectOpen);
});

test('a popover opens with Enter, takes focus, and Escape gives it back', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/popover');
  const trigger = preview(page).getByRole('button', { name: 'Requisitos del trámite' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Constancia de estudios' });
  await expect(popover).toBeFocused();
  expect((await popover.boundingBox())?.width).toBe(328);
  await page.keyboard.press('Tab');
  const expectOpen = async () => {
    await expect(popover.getByRole('link', { name: 'Ver todos los trámites' })).toBeFocused();
    expect((await popover.boundingBox())?.width).toBe(328);
    await expectAccessible(page);
  };
  await expectOpen();
  await atPhoneWidth(page, expectOpen);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a dropdown is driven by arrow keys and Escape', async ({ page, expectAccessible }) => {
  await page.goto('/documentacion/dropdown');
  const trigger = preview(page).getByRole('button', { name: 'Acciones de la publicación' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Acciones de la publicación' });
  await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const expectOpen = async () => {
    await expect(menu.getByRole('menuitem', { name: /Copiar enlace/ })).toBeFocused();
    await expectAccessible(page);
  };
  await expectOpen();
  await atPhoneWidth(page, expectOpen);
  // Eliminar is disabled: the arrow wraps past it to the first item.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
