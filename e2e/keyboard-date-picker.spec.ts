import type { Locator, Page } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]\. m\.$/;

/** Presses Tab until `target` has focus (at most 20 times). */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 20; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * A preview's field, focused, then its calendar opened with Tab and Enter. The page shows each
 * demo twice: the desktop run takes the light one, the phone run the dark one, still empty.
 */
async function openByKeyboard(page: Page, label: string, mode: 'Modo claro' | 'Modo oscuro') {
  const preview = page.getByRole('region', { name: mode });
  const field = preview.getByRole('textbox', { name: label });
  const openButton = preview.getByRole('button', { name: `Abrir calendario: ${label}` });
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(openButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  return { field, openButton, dialog, focusedDay: dialog.locator('[role="gridcell"]:focus') };
}

// Under 600 px the calendar opens in a full-width dialog instead of a popover (spec §9): each test
// runs its keyboard flow in both, on one page.
test('a date and time are chosen and confirmed with the keyboard alone', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/selector-de-fecha');
  await chooseDateTime(page, expectAccessible, 'Modo claro');
  await atPhoneWidth(page, () => chooseDateTime(page, expectAccessible, 'Modo oscuro'));
});

async function chooseDateTime(
  page: Page,
  expectAccessible: (page: Page) => Promise<void>,
  mode: 'Modo claro' | 'Modo oscuro',
) {
  const { field, openButton, dialog, focusedDay } = await openByKeyboard(
    page,
    'Fecha del evento',
    mode,
  );
  await expect(focusedDay).toBeVisible();
  const firstDay = await focusedDay.textContent();
  await page.keyboard.press('ArrowDown');
  await expect(focusedDay).not.toHaveText(firstDay ?? '');
  await page.keyboard.press('Enter');
  await expect(focusedDay).toHaveAttribute('aria-selected', 'true');
  const chosenDay = (await focusedDay.textContent())?.padStart(2, '0');
  await expectAccessible(page);

  await tabTo(page, dialog.getByRole('button', { name: 'Crear evento' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(DATE_TIME);
  await expect(field).toHaveValue(new RegExp(`^${chosenDay}/`));
  await expect(openButton).toBeFocused();
}

test('a date range is chosen and applied with the keyboard alone', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/selector-de-fecha');
  await chooseRange(page, expectAccessible, 'Modo claro');
  await atPhoneWidth(page, () => chooseRange(page, expectAccessible, 'Modo oscuro'));
});

async function chooseRange(
  page: Page,
  expectAccessible: (page: Page) => Promise<void>,
  mode: 'Modo claro' | 'Modo oscuro',
) {
  const { field, dialog, focusedDay } = await openByKeyboard(page, 'Periodo del reporte', mode);
  await expect(focusedDay).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Fin: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const summary = await dialog.getByText(/^Inicio:/).textContent();
  const [, start, end] = /Inicio: (\S+) · Fin: (\S+)/.exec(summary ?? '') ?? [];
  expect(end).not.toBe(start);
  await expectAccessible(page);

  await tabTo(page, dialog.getByRole('button', { name: 'Aplicar' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(`${start} – ${end}`);
}
