import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin follows up the people students referred.
test.describe('referidos', () => {
  signedInAs('superadmin');

  test('the list opens a referral with who referred them', async ({ page, expectAccessible }) => {
    await page.goto('/superadmin/referidos');
    const heading = page.getByRole('heading', { level: 1, name: 'Referidos' });
    await expect(heading).toBeVisible();
    await expectAccessible(page);
    // A table row on a wide screen, a list item on a phone: a link to the referral.
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute(
        'href',
        /\/superadmin\/referidos\/\d+$/,
      );
      await expectAccessible(page);
    });
    await page.getByRole('row').nth(1).click();
    const referral = page.getByRole('heading', { level: 1, name: /^Referido: / });
    const referrer = page.getByText('Referido por');
    await expect(referral).toBeVisible();
    await expect(referrer).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(referral).toBeVisible();
      await expect(referrer).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a referral moves forward and is refused going back, keeping the note typed', async ({
    page,
  }) => {
    await page.goto('/superadmin/referidos');
    await page.getByRole('button', { name: 'Añadir filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Estado' }).click();
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Registrado' }).click();
    await expect(page).toHaveURL(/REGISTRADO/);
    await page.getByRole('row').nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Referido: / })).toBeVisible();
    const referral = page.url();
    const estado = page.getByRole('combobox', { name: 'Estado' });
    await estado.click();
    await page.getByRole('option', { name: 'Contactado' }).click();
    await page.getByRole('textbox', { name: 'Observación' }).fill('Llamado el lunes.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/referidos(\?.*)?$/);

    await page.goto(referral);
    await expect(estado).toHaveText('Contactado');
    await estado.click();
    await page.getByRole('option', { name: 'Registrado' }).click();
    await page.getByRole('textbox', { name: 'Observación' }).fill('Dato equivocado.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Un referido contactado no puede pasar a registrado: su estado solo avanza.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Observación' })).toHaveValue(
      'Dato equivocado.',
    );
  });
});
