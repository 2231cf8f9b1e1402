import { readFileSync } from 'node:fs';
import { atPhoneWidth } from './support/phone';
import { outboxFile } from './support/run';
import { expect, test } from './support/test';

/** The code the demo API "mailed" to `usuario` last (it writes mails to the dev outbox). */
function lastMailedCode(usuario: string): string | undefined {
  return readFileSync(outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { usuario: string; code: string })
    .filter((mail) => mail.usuario.toLowerCase() === usuario.toLowerCase())
    .at(-1)?.code;
}

test('a forgotten password is reset with the mailed code, then signs in', async ({
  page,
  expectAccessible,
  spareStudent: usuario,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-clave$/);
  const expectRequest = async () => {
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    await expectAccessible(page);
  };
  await expectRequest();
  await atPhoneWidth(page, expectRequest);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page).toHaveURL(/\/nueva-clave\?/);
  await expect(page.getByLabel('Usuario')).toHaveValue(usuario);
  await expect.poll(() => lastMailedCode(usuario)).toMatch(/^\d{6}$/);
  const code = lastMailedCode(usuario)!;
  const wrong = code === '000000' ? '111111' : '000000';

  await page.getByLabel('Código de verificación').fill(wrong);
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Otoño2026x');
  await page.getByLabel('Confirmar contraseña').fill('Otoño2026x');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const expectRefused = async () => {
    await expect(
      page.getByText('El código ingresado es incorrecto. Inténtalo nuevamente.').first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveValue(
      'Otoño2026x',
    );
    await expectAccessible(page);
  };
  await expectRefused();
  await atPhoneWidth(page, expectRefused);

  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login\?/);

  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill('Otoño2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
});
