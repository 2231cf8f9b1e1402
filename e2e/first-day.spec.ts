import { newcomer } from './support/newcomers';
import { atPhoneWidth } from './support/phone';
import { signInThroughForm } from './support/students';
import { expect, test } from './support/test';

// issue 35, spec §4: a student's first sign-in is taken through the mandatory tasks in order,
// each the only place to be until it is done, the next following without a reload: the
// temporary password, the regulations, then the onboarding.

test('a first sign-in changes the password, accepts the regulations and reaches the onboarding', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await signInThroughForm(page, newcomer('primerdia', testInfo), '/actualizar-clave');
  const heading = page.getByRole('heading', { level: 1, name: 'Actualizar contraseña' });
  const expectPassword = async () => {
    await expect(heading).toBeVisible();
    // A temporary password cannot wait: nothing offers to skip it.
    await expect(page.getByRole('button', { name: 'Omitir por ahora' })).toHaveCount(0);
    await expectAccessible(page);
  };
  await expectPassword();
  await atPhoneWidth(page, expectPassword);

  // A typed address brings the student back to the task.
  await page.goto('/estudiantes/cursos');
  await expect(page).toHaveURL(/\/actualizar-clave$/);
  await expect(heading).toBeVisible();

  await page.getByLabel('Contraseña actual', { exact: true }).fill('Campus2026');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Primerdia2026x');
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('Primerdia2026x');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();

  // The next task follows: the regulations, on home, with no way to close them but to accept.
  const alert = page.getByRole('alertdialog', { name: 'Reglamentos actualizados' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  const accept = alert.getByRole('button', { name: /^Acepto / });
  for (let left = await accept.count(); left > 0; left -= 1) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }

  // Then the onboarding, where the student stays until its steps are done or skipped.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
  await expectAccessible(page);
});
