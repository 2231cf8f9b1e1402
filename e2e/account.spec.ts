import type { TestInfo } from '@playwright/test';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, pickStudent, runOffset } from './support/students';
import { atPhoneWidth } from './support/phone';
import { expect, test } from './support/test';
import { PNG, smsCode } from './support/uploads';

/**
 * A student whose account a spec may change (phone, privacy, photo, contact) with no pending task,
 * taken from the newest past the first thirty (the filing students' side of the list).
 */
const accountStudent = (testInfo: TestInfo, slot = 0): string =>
  pickStudent(`NOT EXISTS (${BLOCKING_TASK})`, 'DESC', 30 + runOffset(testInfo, slot));

// issue 33: a student's Mi cuenta (privacy, photo, contact, phone checked by SMS code).

/** A number of this student's own, so runs and retries never share one. */
const phoneFor = (usuario: string) =>
  `9${String([...usuario].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1e8, 7)).padStart(8, '0')}`;

test.describe('mi cuenta', () => {
  test('a student keeps their account: privacy after a reload, photo in the header, and contact', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const usuario = accountStudent(testInfo);
    await signInThroughApi(page, usuario);

    // From the account menu, one entry per destination.
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/mi-cuenta$/);
    const expectAccount = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectAccount();
    // And from the bottom bar on a phone, where it is the current page.
    await atPhoneWidth(page, async () => {
      const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
      await bar.getByRole('link', { name: 'Mi cuenta' }).click();
      await expect(bar.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccount();
    });

    // A privacy switch saves at once and holds after a reload.
    const showPhone = page.getByRole('switch', { name: 'Mostrar mi celular' });
    const before = await showPhone.isChecked();
    await showPhone.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Preferencia guardada.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Mostrar mi celular' })).toBeChecked({
      checked: !before,
    });

    // A photo, cropped, shows in the header without a reload.
    await page
      .getByRole('group', { name: 'Foto de perfil' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'retrato.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
    await expect(page.getByRole('application', { name: 'Área de recorte' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Recortar' }).click();
    await expect(page.getByText('Tu nueva foto ya se muestra en el campus.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mi cuenta' }).locator('img')).toHaveAttribute(
      'src',
      /\/perfil\/foto\/\d+\?clave=[0-9a-f]{32}$/,
    );

    // The contact keeps what was typed through a refusal, then saves.
    const address = page.getByRole('textbox', { name: /^Dirección/ });
    await address.fill('   ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('El campo es requerido.').first()).toBeVisible();
    await address.fill('Jr. Los Cedros 418, Urb. Santa Rosa');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Se realizo la operación con éxito')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Dirección/ })).toHaveValue(
      'Jr. Los Cedros 418, Urb. Santa Rosa',
    );
  });

  // Its own test (and student): a worker takes it while another runs the rest of the account.
  test('a student confirms a new phone by SMS: a number the spec refuses, a wrong code, then the right one', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const usuario = accountStudent(testInfo, 1);
    await signInThroughApi(page, usuario, '/mi-cuenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

    // A new phone: the spec's rule, the code from the outbox, a wrong code refused first.
    await page
      .getByRole('region', { name: 'Celular' })
      .getByRole('link', { name: /Cambiar número|Verificar número/ })
      .click();
    await expect(page).toHaveURL(/\/actualizar-telefono$/);
    const number = page.getByRole('textbox', { name: /^Nuevo número de celular/ });
    await number.fill('812345678');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('No es un número válido.')).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, () => expectAccessible(page));
    const phone = phoneFor(usuario);
    await number.fill(phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page).toHaveURL(/\/confirmar-telefono$/);
    const dialog = page.getByRole('dialog', { name: 'Confirmar teléfono' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${phone[0]}*****${phone.slice(-3)}`);
    await expectAccessible(page);
    const code = smsCode(usuario);
    const wrong = code === '000000' ? '111111' : '000000';
    const typeCode = async (digits: string) => {
      await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
      await page.keyboard.type(digits);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
    };
    await typeCode(wrong);
    await expect(dialog.getByRole('alert')).toHaveText(
      'El código ingresado es incorrecto. Inténtalo nuevamente.',
    );
    await atPhoneWidth(page, () => expectAccessible(page));
    await typeCode(code);
    await expect(page).toHaveURL(/\/mi-cuenta$/);
    const phoneRegion = page.getByRole('region', { name: 'Celular' });
    await expect(phoneRegion).toContainText(phone);
    await expect(phoneRegion).toContainText('Verificado');
  });
});
