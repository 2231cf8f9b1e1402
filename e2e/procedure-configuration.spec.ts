import type { Page } from '@playwright/test';
import { pageAtClock, signInAtClock } from './support/clock';
import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { clockBaseURL } from './support/run';
import { expect, test } from './support/test';

// issue 15: the superadmin's procedure types and requirements. On the clock server (its own
// database), so the main server's filing specs never meet a type changed here.

test.use({ baseURL: clockBaseURL });

const CERTIFICATE = 'Certificado de estudios superiores';

/** The student's catalogue, searched: the types a student may file now. */
async function openCatalogue(page: Page, search: string) {
  await page.goto('/estudiantes/tramites/programa-de-estudios/nuevo');
  await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill(search);
}

test.describe('configuración de trámites', () => {
  test("a changed requirement of CERTESTSU is in the student's form at once", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    // Two sign-ins, six pages and a dialog, with six axe-core checks.
    test.slow();
    await signInAtClock(page, 'superadmin', 'running');
    // The list of requirements, at phone width: one line per requirement.
    await page.goto('/superadmin/tramites/requisitos/lista');
    await atPhoneWidth(page, async () => {
      await page.getByRole('textbox', { name: 'Buscar' }).fill('DNI');
      await expect(page.getByText('Copia del DNI').first()).toBeVisible();
      await expectAccessible(page);
    });

    await page.goto('/superadmin/tramites/configuracion/lista');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('estudios superiores');
    await expect(page.getByRole('cell', { name: 'CERTESTSU' })).toBeVisible();
    await expectAccessible(page);
    const formUrl = /\/superadmin\/tramites\/configuracion\/certificado-de-estudios-superiores$/;
    const expectForm = async () => {
      await expect(
        page.getByText('Los cambios se aplican a las solicitudes que se registren desde ahora'),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(CERTIFICATE);
      await expectAccessible(page);
    };
    // A table on a wide screen, one line per type on a phone: both open the type's form.
    await atPhoneWidth(page, async () => {
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: new RegExp(`^${CERTIFICATE}`) }).click();
      await expect(page).toHaveURL(formUrl);
      await expectForm();
    });
    await expectForm();
    await page.goBack();
    await page.getByRole('cell', { name: CERTIFICATE }).click();
    await expect(page).toHaveURL(formUrl);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(CERTIFICATE);

    await page.getByRole('link', { name: 'Ver requisitos' }).click();
    await expect(page).toHaveURL(
      /\/superadmin\/tramites\/requisitos\/certificado-de-estudios-superiores$/,
    );
    await page.getByRole('button', { name: 'Editar Copia del DNI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar requisito: Copia del DNI' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const hint = `Ambas caras en un solo archivo, legibles (${test.info().retry}).`;
    await dialog.getByRole('textbox', { name: 'Indicaciones' }).fill(hint);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Se guardó el requisito. Se pedirá así en las solicitudes nuevas.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Copia del DNI', exact: true })).toBeVisible();

    const student = await pageAtClock(browser, 'alumno');
    await openCatalogue(student, 'estudios superiores');
    await student.getByRole('link', { name: new RegExp(CERTIFICATE) }).click();
    await expect(student.getByText(hint).first()).toBeVisible();
    await student.context().close();
  });

  test('a deactivated type leaves the catalogue, and comes back when activated', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const name = 'Constancia de estudios';
    await signInAtClock(page, 'superadmin', 'running');
    await page.goto('/superadmin/tramites/configuracion/constancia-de-estudios');
    await page.getByRole('button', { name: 'Desactivar' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Desactivar ${name}?` });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('El trámite ya no se muestra a los solicitantes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();

    const student = await pageAtClock(browser, 'alumno');
    await openCatalogue(student, 'constancia');
    await expect(student.getByRole('link', { name: /Constancia de notas/ })).toBeVisible();
    await expect(student.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await page
      .getByRole('dialog', { name: `¿Activar ${name}?` })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(page.getByText('El trámite se muestra a los solicitantes.')).toBeVisible();
    await openCatalogue(student, 'constancia');
    await expect(student.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await student.context().close();
  });
});
