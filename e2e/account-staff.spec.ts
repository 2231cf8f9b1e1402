import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';
import { pdfFile } from './support/uploads';

// issue 33: teachers and staff, whose new profile is off (spec §6), open theirs in a dialog; a
// teacher keeps a Curriculum Vitae.

const CV = pdfFile('cv-docente.pdf').buffer;

test.describe('perfil del docente', () => {
  signedInAs('docente');

  test('a teacher uploads a CV, downloads it back, and opens their profile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum Vitae' }).click();
    const dialog = page.getByRole('dialog', { name: 'Curriculum Vitae' });
    await expect(
      dialog.getByText(/^(Aún no has subido tu Curriculum Vitae\.|Tu Curriculum Vitae actual)$/),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv-docente.pdf', mimeType: 'application/pdf', buffer: CV });
    await expect(dialog.getByText('cv-docente.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar Curriculum Vitae' }).click();
    await expect(page.getByText('Tu Curriculum Vitae se guardó correctamente.')).toBeVisible();
    await expect(dialog.getByText('Tu Curriculum Vitae actual', { exact: true })).toBeVisible();
    await atPhoneWidth(page, () => expectAccessible(page));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar cv-docente.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cv-docente.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(Buffer.compare(await readFile(path), CV)).toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil' });
    await expect(profile.getByText('Correo institucional', { exact: true })).toBeVisible();
    await expect(profile.getByRole('switch', { name: 'Mostrar mi celular' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
    await atPhoneWidth(page, () => expectAccessible(page));
  });
});

test.describe('perfil del personal', () => {
  signedInAs('colaborador');

  test('staff open their profile from the account menu and, on a phone, from Mi cuenta', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Curriculum Vitae' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil' });
    await expect(profile.getByText('Correo institucional', { exact: true })).toBeVisible();
    await expect(profile.getByText('Para actualizar tus datos personales')).toBeVisible();
    await expect(profile.getByRole('switch')).toHaveCount(0);
    await expectAccessible(page);
    await profile.getByRole('button', { name: 'Cerrar' }).click();
    await expect(profile).toBeHidden();
    await atPhoneWidth(page, async () => {
      await page
        .getByRole('navigation', { name: 'Navegación inferior' })
        .getByRole('button', { name: 'Mi cuenta' })
        .click();
      await expect(profile).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectAccessible(page);
      await profile.getByRole('button', { name: 'Cerrar' }).click();
    });
  });
});
