import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin's dashboard, inside the react-admin app, from the demo API's own figures.
test.describe('superadmin dashboard', () => {
  signedInAs('superadmin');

  test('shows users by type, sign-ins, recent changes and the procedures in process', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/dashboard');
    await expect(page).toHaveTitle(/Panel de administración/);
    // What the panel shows, at both widths.
    const expectPanel = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
      ).toBeVisible();

      // The bars and, for screen readers and everyone else, the same figures in a table.
      await expect(page.getByRole('img', { name: /usuarios por tipo/ })).toBeVisible();
      const users = page.getByRole('table', { name: 'Usuarios por tipo' });
      await expect(users.getByRole('row', { name: /^Estudiantes \d/ })).toBeVisible();
      await expect(users.getByRole('row', { name: /^Docentes \d/ })).toBeVisible();
      // colaborador, psicologo and superadmin: three collaborators, all with the admin-type flag.
      await expect(users.getByRole('row', { name: /^Colaboradores \d+ [1-9]/ })).toBeVisible();

      // Signing in to run this suite counts: the period is never empty.
      const signIns = page.getByRole('region', { name: 'Ingresos de los últimos 14 días' });
      await expect(signIns.getByRole('img', { name: /ingresos por día/ })).toBeVisible();
      await expect(
        signIns.getByText(/^[1-9][\d,]* ingresos? del \d{2}\/\d{2}\/\d{4} al/),
      ).toBeVisible();
      await expect(
        signIns.getByRole('table', { name: 'Ingresos por día' }).getByRole('row'),
      ).toHaveCount(15);

      const changes = page.getByRole('region', { name: 'Cambios recientes' });
      await expect(changes.getByRole('heading', { name: 'Cambios recientes' })).toBeVisible();
      // The seeded requests still in process, by area.
      const procedures = page.getByRole('region', { name: 'Trámites en proceso' });
      await expect(procedures.getByRole('img', { name: /trámites en proceso/ })).toBeVisible();
      await expect(
        procedures.getByText(/^[1-9][\d,]* en proceso, [\d,]+ vencidos?\.$/),
      ).toBeVisible();
      await expect(
        procedures
          .getByRole('table', { name: 'Trámites en proceso por área' })
          .getByRole('row', { name: /^Tickets de servicios académicos \d/ }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectPanel();
    await atPhoneWidth(page, expectPanel);
  });

  test('a record change is listed and opens its audit entry', async ({ page }, testInfo) => {
    // A table made and deleted here: a change to list whatever ran before, and nothing left over
    // in the lists other specs read.
    const codigo = `PANEL_${testInfo.parallelIndex}_${testInfo.retry}_${Date.now() % 100000}`;
    await page.goto('/superadmin/maestroTabla/create');
    await page.getByRole('textbox', { name: 'Código' }).fill(codigo);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Tabla del panel');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/maestroTablaRegistro\/\d+$/);
    const id = /(\d+)$/.exec(page.url())![1]!;
    await page.goto(`/superadmin/maestroTabla/${id}`);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/maestroTabla(\?.*)?$/);

    await page.goto('/superadmin/dashboard');
    const changes = page.getByRole('region', { name: 'Cambios recientes' });
    // The record's id is followed by who made the change, never by another digit.
    const change = (action: string) =>
      changes.getByRole('link', { name: new RegExp(`^${action} · tabla maestra ${id}(?!\\d)`) });
    await expect(change('Creación')).toBeVisible();
    await change('Eliminación').click();
    await expect(page).toHaveURL(/\/superadmin\/auditoria\/\d+\/show$/);
    // The audit entry's action alone, not the dashboard's list it replaces.
    await expect(page.getByText('Eliminación', { exact: true })).toBeVisible();
  });
});

test.describe('dashboard without the superadmin allowlist', () => {
  signedInAs('colaborador');

  test('a collaborator is sent away', async ({ page }) => {
    await page.goto('/superadmin/dashboard');
    await expect(page).not.toHaveURL(/\/superadmin\/dashboard/);
  });
});
