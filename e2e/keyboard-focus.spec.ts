import type { Locator, Page } from '@playwright/test';
import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 32: a keyboard user opens and edits a master table's record, focus follows each
// navigation to the new page's heading (and its title is announced), and a dialog with unsaved
// input asks before throwing it away.

/** Presses Tab until `target` has focus: how a keyboard user gets there, with a bound. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The table row holding a cell of exactly this text. */
const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** The new page's h1 has focus and the polite live region says the page's title. */
async function expectArrivedAt(page: Page, heading: string | RegExp) {
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: heading }),
  ).toBeFocused();
  const title = await page.title();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
}

test.describe('keyboard and focus: master tables', () => {
  signedInAs('superadmin');

  test('a master table and one of its records open and are edited from the keyboard alone', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two saves through dialogs, each checked by axe
    await page.goto('/superadmin/maestroTabla');
    await searchList(page, 'civil');
    const tableRow = rowWith(page, 'Estados civiles');
    await tabTo(page, tableRow);
    // Screen readers hear what Enter does there.
    await expect(tableRow).toHaveAccessibleDescription('Pulsa Intro para abrir.');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/superadmin\/maestroTablaRegistro\/\d+$/);
    await expectArrivedAt(page, 'Registros de Estados civiles');
    await expectAccessible(page);

    const editValue = async (from: string, to: string) => {
      await tabTo(page, rowWith(page, from));
      await page.keyboard.press(' ');
      const dialog = page.getByRole('dialog', { name: /^Registro / });
      const value = dialog.getByRole('textbox', { name: 'Valor' });
      await expect(value).toHaveValue(from);
      await tabTo(page, value);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(to);
      return dialog;
    };
    const dialog = await editValue('Casado(a)', 'Casado(a) civilmente');
    await expectAccessible(page);
    // Escape would throw the change away: the dialog asks, and Escape again keeps editing.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(discard).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Valor' })).toHaveValue(
      'Casado(a) civilmente',
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'Casado(a) civilmente')).toBeVisible();

    // The records table at phone width: its rows are still Tab stops.
    await atPhoneWidth(page, async () => {
      await tabTo(page, rowWith(page, 'Casado(a) civilmente'));
      await expectAccessible(page);
    });

    // Put the demo value back, by keyboard too.
    await editValue('Casado(a) civilmente', 'Casado(a)');
    await page.keyboard.press('Enter');
    await expect(rowWith(page, 'Casado(a)')).toBeVisible();
  });
});

test.describe('keyboard and focus: navigation', () => {
  signedInAs('alumno');

  test("after a navigation focus is on the new page's heading and its title is announced", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Not on the first load: the screen reader reads the new document itself.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Avance curricular' }).click();
    await expectArrivedAt(page, 'Avance curricular');
    await expectAccessible(page);

    await atPhoneWidth(page, async () => {
      const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
      await bar.getByRole('link', { name: 'Mi horario' }).click();
      await expect(page).toHaveURL(/horario/);
      await expectArrivedAt(page, /./);
      await expectAccessible(page);
      // From the drawer too: closing it does not take focus back to the menu button.
      await bar.getByRole('button', { name: 'Menú' }).click();
      await nav.getByRole('link', { name: 'Avance curricular' }).click();
      await expectArrivedAt(page, 'Avance curricular');
    });
  });
});

test.describe('keyboard and focus: public pages', () => {
  test('a public page reached by a link gets focus on its heading', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/restablecer-clave$/);
    await expectArrivedAt(page, /./);
    await expectAccessible(page);
  });
});

test.describe('keyboard and focus: the post composer', () => {
  signedInAs('colaborador');

  test('the composer asks before Escape, Cancelar or its close button throws the text away', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const open = async () => {
      await page.getByRole('button', { name: 'Crear publicación' }).click();
      const composer = page.getByRole('dialog', { name: 'Crear publicación' });
      await composer
        .getByRole('textbox', { name: /Texto de la publicación/ })
        .fill('Feria de becas');
      return composer;
    };
    const discard = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });

    const composer = await open();
    await page.keyboard.press('Escape');
    await expect(discard).toBeVisible();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(discard).toBeHidden();
    await expect(composer.getByRole('textbox', { name: /Texto de la publicación/ })).toHaveValue(
      'Feria de becas',
    );
    await expectAccessible(page);
    await composer.getByRole('button', { name: 'Cancelar' }).click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(composer).toBeHidden();

    await atPhoneWidth(page, async () => {
      const phoneComposer = await open();
      await phoneComposer.getByRole('button', { name: 'Cerrar' }).click();
      await expect(discard).toBeVisible();
      await expectAccessible(page);
      await discard.getByRole('button', { name: 'Descartar' }).click();
      await expect(phoneComposer).toBeHidden();
    });
  });
});
