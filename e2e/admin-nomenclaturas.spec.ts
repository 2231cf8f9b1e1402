import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin renames a nomenclature entry on a form built from the contract's schema.
test.describe('nomenclaturas', () => {
  signedInAs('superadmin');

  // Each test that saves edits its own entry: parallel workers never race on one version.
  const openTeachersEntry = async (page: import('@playwright/test').Page, key: string) => {
    await page.goto('/superadmin/nomenclaturas');
    await searchList(page, key);
    const row = page.getByRole('row', { name: new RegExp(`${key}.*Docente`) }).first();
    await row.getByText(key, { exact: true }).click();
    await expect(page).toHaveURL(/\/superadmin\/nomenclaturas\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Plural' })).toBeVisible();
  };

  test('the list pages, searches on the server and opens an entry to edit', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/nomenclaturas');
    await expect(page).toHaveTitle(/Nomenclaturas/);
    const singular = page.getByRole('columnheader', { name: 'Singular' });
    await expect(singular).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Buscar' }).fill('carrera');
    const career = page.getByRole('row', { name: /CAREER/ }).first();
    await expect(career).toBeVisible();
    await expect(page.getByRole('row', { name: /COURSE/ })).toHaveCount(0);
    // A phone gets one line per entry, no table wider than the screen.
    await atPhoneWidth(page, async () => {
      await expect(page.getByRole('link', { name: /^CAREER: carrera/ }).first()).toBeVisible();
      await expectAccessible(page);
    });

    await career.getByText('CAREER').click();
    const entry = page.getByRole('textbox', { name: 'Singular' });
    const gender = page.getByRole('combobox', { name: 'Género' });
    await expect(entry).toHaveValue('carrera');
    await expect(gender).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(entry).toHaveValue('carrera');
      await expect(gender).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a rename is saved, and a save from a stale copy is refused keeping what was typed', async ({
    page,
    context,
  }) => {
    await openTeachersEntry(page, 'CYCLE');
    const url = page.url();
    const plural = page.getByRole('textbox', { name: 'Plural' });
    const renamed = (await plural.inputValue()) === 'semestres' ? 'ciclos' : 'semestres';

    // A second tab reads the same version before the first one saves.
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByRole('textbox', { name: 'Plural' })).toBeVisible();

    await plural.fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/nomenclaturas(\?.*)?$/);
    await expect(page.getByRole('cell', { name: renamed }).first()).toBeVisible();

    const stale = other.getByRole('textbox', { name: 'Plural' });
    await stale.fill('periodos');
    await other.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      other.getByText(
        'Otra persona modificó este registro mientras lo editabas. Recarga la página para ver sus cambios; los tuyos no se guardaron.',
      ),
    ).toBeVisible();
    await expect(stale).toHaveValue('periodos');
    await expect(other).toHaveURL(url);
  });

  test('a rename appears in auditoria with the record before and after, and in its history', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // an edit, the audit list, an entry and the history, with three axe runs
    await openTeachersEntry(page, 'PERIOD');
    const recordId = /\/(\d+)$/.exec(page.url())![1]!;
    const plural = page.getByRole('textbox', { name: 'Plural' });
    const before = await plural.inputValue();
    const after = before === 'bimestres' ? 'periodos' : 'bimestres';
    await plural.fill(after);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/nomenclaturas(\?.*)?$/);

    await page.goto('/superadmin/auditoria');
    await expect(page).toHaveTitle(/Auditoría/);
    const row = page
      .getByRole('row', {
        name: new RegExp(`superadmin.*Modificación.*nomenclaturas.*${recordId}`),
      })
      .first();
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.getByText('Modificación').click();

    const changes = page.getByRole('table', { name: 'Cambios' });
    await expect(changes.getByRole('row', { name: `plural ${before} ${after}` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver historial del registro' }).click();
    await expect(page).toHaveURL(/\/superadmin\/historial\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Historial del registro/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: `plural ${before} ${after}` }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the schema rules the form: too short a name is refused before it is sent', async ({
    page,
    expectAccessible,
  }) => {
    await openTeachersEntry(page, 'CAMPUS');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') requests.push(request.url());
    });
    await page.getByRole('textbox', { name: 'Singular' }).fill('c');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El mínimo de caracteres que debes ingresar es 2')).toBeVisible();
    await expectAccessible(page);
    expect(requests).toEqual([]);
  });
});

test.describe('nomenclaturas without the superadmin allowlist', () => {
  signedInAs('colaborador');

  test('a collaborator is sent away', async ({ page }) => {
    await page.goto('/superadmin/nomenclaturas');
    await expect(page).not.toHaveURL(/\/superadmin\/nomenclaturas/);
  });
});
