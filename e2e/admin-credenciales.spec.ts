import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin's integration credentials (spec §2 /superadmin/credenciales and
// credenciales/detalle): keys shown once, rotated and revoked, and the calls made with them.
test.describe('credenciales de integración', () => {
  signedInAs('superadmin');

  test('the list filters on the server and opens a credential with its keys and calls', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/credenciales');
    const heading = page.getByRole('heading', { level: 1, name: 'Credenciales de integración' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Bolsa de trabajo Enlace')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Buscar por nombre o uso' }).fill('máquinas');
    await expect(page.getByText('Bolsa de trabajo Enlace')).toBeHidden();
    const credential = page.getByRole('heading', {
      level: 1,
      name: 'Credencial Laboratorio remoto Quipu',
    });
    const keys = page.getByRole('heading', { level: 2, name: 'Claves' });
    const key = page.getByText(/^cik_[a-z2-7]{8}…$/).first();
    // Months of calls, paged on the server.
    const calls = page.getByText(/^1 - 25 de \d{3,}$/);
    // A phone's list has a line per credential, which opens it.
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: /^Laboratorio remoto Quipu/ }).click();
      await expect(credential).toBeVisible();
      await expect(keys).toBeVisible();
      await expect(key).toBeVisible();
      await expect(calls).toBeVisible();
      await expectAccessible(page);
    });
    await expect(page).toHaveURL(/\/superadmin\/credenciales\/detalle\?id=\d+$/);
    await expect(credential).toBeVisible();
    await expect(keys).toBeVisible();
    await expect(key).toBeVisible();
    await expect(calls).toBeVisible();
    await expectAccessible(page);
    // The table's row opens it too.
    // Back on the list first: clicked before it returned, the text matched the detail's own
    // heading ('Credencial Laboratorio remoto Quipu') and the click opened nothing.
    await page.goBack();
    await expect(heading).toBeVisible();
    await page.getByText('Laboratorio remoto Quipu', { exact: true }).click();
    await expect(credential).toBeVisible();
  });

  test('a new credential shows its key once; a second key rotates it and the first is revoked', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const nombre = `Sistema e2e ${testInfo.parallelIndex}${testInfo.retry}${Date.now() % 100000}`;
    const validate = (key: string) =>
      request.get('/api/main/integracion/personas/alumno', {
        headers: { authorization: `Bearer ${key}` },
      });
    const shownKey = async () => {
      const dialog = page.getByRole('dialog', { name: 'Clave de integración' });
      await expect(dialog).toBeVisible();
      const key = (await dialog.getByRole('status').textContent()) ?? '';
      expect(key).toMatch(/^cik_[a-z2-7]{8}\.[\w-]{43}$/);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      return key;
    };

    await page.goto('/superadmin/credenciales/create');
    // A name another credential has is refused under its field, keeping what was typed.
    await page.getByRole('textbox', { name: 'Nombre' }).fill('biblioteca aurora');
    await page.getByRole('textbox', { name: 'Uso' }).fill('Pruebas de extremo a extremo.');
    await page.getByRole('checkbox', { name: 'Validar estudiantes' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ya existe una credencial con este nombre.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Uso' })).toHaveValue(
      'Pruebas de extremo a extremo.',
    );
    await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const first = await shownKey();
    await expect(page).toHaveURL(/\/superadmin\/credenciales\/detalle\?id=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Credencial ${nombre}` }),
    ).toBeVisible();
    expect((await validate(first)).status()).toBe(200);

    await page.getByRole('button', { name: 'Generar clave' }).click();
    const generate = page.getByRole('dialog', { name: 'Generar una clave nueva' });
    await generate.getByRole('spinbutton', { name: /Vigencia de la clave/ }).fill('90');
    await expectAccessible(page);
    await generate.getByRole('button', { name: 'Guardar' }).click();
    const second = await shownKey();
    const keys = page.getByRole('region', { name: 'Claves' });
    await expect(keys.getByText('Vigente', { exact: true })).toHaveCount(2);

    // The first key, made before the second, is the list's last row.
    const firstRow = keys.getByRole('row').filter({ hasText: first.split('.')[0]! });
    await firstRow.getByRole('button', { name: 'Revocar' }).click();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(firstRow.getByText('Revocada')).toBeVisible();
    expect((await validate(first)).status()).toBe(401);
    expect((await validate(second)).status()).toBe(200);
    await page.reload();
    const uses = page.getByRole('region', { name: 'Llamadas recibidas' });
    await expect(uses.getByText('Rechazada: Clave revocada')).toBeVisible();
    await expect(uses.getByText('Aceptada', { exact: true })).toHaveCount(2);

    // Suspended, no key of it is accepted.
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Editar credencial ${nombre}` }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Activa' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/credenciales\/detalle\?id=\d+$/);
    await expect(page.getByText('Suspendida')).toBeVisible();
    expect((await validate(second)).status()).toBe(401);
  });
});
