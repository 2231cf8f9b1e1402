import type { Locator, Page } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

/** Presses Tab until `target` has the focus: the page is driven by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const lightPreview = (page: Page) => page.getByRole('region', { name: 'Modo claro' });

test('a modal opens, keeps the focus and gives it back by keyboard', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/modal');
  const opener = lightPreview(page).getByRole('button', { name: 'Abrir modal' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Inscripción al taller de oratoria' });
  const expectOpen = async () => {
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
  };
  await expectOpen();
  await atPhoneWidth(page, expectOpen);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('arrow keys move between tabs and skip a disabled one, and many tabs scroll sideways on a phone', async ({
  page,
}) => {
  await page.goto('/documentacion/pestanas');
  const list = lightPreview(page).getByRole('tablist', { name: 'Notificaciones' });
  const arrowKeys = async () => {
    await expect(list.getByRole('tab', { name: /^Académicas/ })).toBeDisabled();
    await tabTo(page, list.getByRole('tab', { name: /^Todas/ }));
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: /^Administrativas/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name: /^Todas/ })).toBeFocused();
  };
  await arrowKeys();

  await atPhoneWidth(page, async () => {
    await arrowKeys();
    // Too many for the width: the list scrolls within itself, and End brings the last one in.
    const courses = lightPreview(page).getByRole('tablist', { name: 'Cursos' });
    const last = courses.getByRole('tab', { name: 'Ética Profesional' });
    await expect(last).not.toBeInViewport();
    await tabTo(page, courses.getByRole('tab', { name: 'Comunicación Efectiva' }));
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });
});

test('the SMS code modal works by keyboard alone', async ({ page, expectAccessible }) => {
  await page.goto('/documentacion/codigo-sms');
  const preview = lightPreview(page);
  await tabTo(page, preview.getByRole('button', { name: 'Verificar celular', exact: true }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Código de verificación' });
  await expect(dialog.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();

  await page.keyboard.type('123456');
  const expectTyped = async () => {
    await expect(dialog.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue('6');
    await expect(confirm).toBeEnabled();
    await expectAccessible(page);
  };
  await expectTyped();
  await atPhoneWidth(page, expectTyped);

  await tabTo(page, confirm);
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  await expect(preview.getByText('Celular verificado.')).toBeVisible();
});
