import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin follows up the people students referred.
test.describe('referidos', () => {
  signedInAs('superadmin');

  test('the list opens a referral with who referred them @mobile', async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/referidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Referidos' })).toBeVisible();
    await expectAccessible(page);
    // A table row on a wide screen, a list item on a phone.
    const first = isMobile
      ? page.getByRole('main').getByRole('link').first()
      : page.getByRole('row').nth(1);
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Referido: / })).toBeVisible();
    await expect(page.getByText('Referido por')).toBeVisible();
    await expectAccessible(page);
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
