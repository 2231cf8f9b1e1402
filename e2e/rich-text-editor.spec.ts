import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

test.describe('rich-text editor', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/documentacion/editor-de-texto');
  });

  const comment = (page: Page) =>
    page.getByRole('region', { name: 'Modo claro' }).getByRole('textbox', { name: 'Comentario' });

  test('counts typed characters and flags a text past the maximum', async ({ page }) => {
    const editor = comment(page);
    await editor.click();
    await page.keyboard.type('Hola ñandú');
    await expect(editor).toHaveAccessibleDescription('10 / 250');
    await page.keyboard.insertText('a'.repeat(241));
    await expect(editor).toHaveAccessibleDescription('251 / 250');
    await expect(editor).toHaveAttribute('aria-invalid', 'false');
    await page.keyboard.press('Tab');
    await expect(editor).toHaveAccessibleDescription('* Longitud máxima alcanzada. 251 / 250');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  });

  test('asks for the required text once the field is left empty', async ({ page }) => {
    const editor = comment(page);
    await editor.click();
    // Moving to the toolbar is still working on the text; leaving it is not.
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toHaveAccessibleDescription('0 / 250');
    await editor.click();
    await page.keyboard.press('Tab');
    await expect(editor).toHaveAccessibleDescription('* El campo es requerido. 0 / 250');
  });

  test('inserts an emoji with the keyboard alone', async ({ page, expectAccessible }) => {
    const editor = comment(page);
    await editor.click();
    await page.keyboard.type('Bien');
    // Back from the text to the toolbar: image, then emoji.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Insertar emoji' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    const grid = page.getByRole('group', { name: 'Emojis' });
    await expect(grid.getByRole('button', { name: 'Cara sonriente', exact: true })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(grid.getByRole('button', { name: 'Cara con ojos de corazón' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(grid).toBeHidden();
    await expect(editor).toContainText('Bien😍');
    await expect(editor).toHaveAccessibleDescription('5 / 250');
  });

  test('suggests people after @ for letters and spaces only', async ({
    page,
    expectAccessible,
  }) => {
    const editor = comment(page);
    await editor.click();
    await page.keyboard.type('Hola @luc');
    const list = page.getByRole('listbox', { name: 'Personas para mencionar' });
    await expect(list.getByRole('option', { name: 'Lucía Ramírez' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(editor).toContainText('Hola @Lucía Ramírez');
    await page.keyboard.type('y @ñu1');
    await expect(list).toBeHidden();
  });
});
