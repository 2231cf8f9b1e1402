import { DatabaseSync } from 'node:sqlite';
import type { Page, TestInfo } from '@playwright/test';
import { roles, storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { chooseOption } from './support/chooseOption';
import { notificationRow } from './support/notifications';
import { atPhoneWidth } from './support/phone';
import { seedDbFile } from './support/run';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, runOffset } from './support/students';
import { expect, test } from './support/test';
import { pdfFile } from './support/uploads';

// issue 39: a student applies for the socioeconomic scholarship across its steps, leaving and
// resuming, submits it once; staff grant it from their list; the student is told, sees it granted
// and the discount on their unpaid fees. axe-core on each page and dialog, at 1280 and 375 px.

/**
 * A student of this run alone with unpaid fees this period, no form yet and no pending task that
 * would take them elsewhere as they sign in; taken well into the newest students, away from the
 * other specs' picks.
 */
function applicant(testInfo: TestInfo): string {
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 1
          AND u.username NOT IN (${roles.map(() => '?').join(', ')})
          AND u.username NOT GLOB 'alumno*'
          AND NOT EXISTS (SELECT 1 FROM socioeconomic_forms f WHERE f.student_id = u.id)
          AND EXISTS (SELECT 1 FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
            JOIN periods p ON p.id = f.period_id AND p.is_current = 1
            WHERE e.student_id = u.id AND f.scholarship_cents = 0
              AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.fee_id = f.id))
          AND NOT EXISTS (${BLOCKING_TASK})
        ORDER BY u.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(...roles, 100 + runOffset(testInfo, 0)) as { username: string } | undefined;
    if (!row) throw new Error('No student left for the scholarship application spec');
    return row.username;
  } finally {
    db.close();
  }
}

const stepHeading = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name });

const pick = (page: Page, combobox: RegExp, option: string) =>
  chooseOption(
    page.getByRole('combobox', { name: combobox }),
    page.getByRole('option', { name: option, exact: true }),
  );

const saveStep = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' }).click();

test('a student applies across the steps, leaving and resuming; staff grant it; the student sees it and the discount', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two people, a form in five steps, uploads and a dialog
  const student = applicant(testInfo);
  await signInThroughApi(page, student);

  // From the scholarships page to the form, which starts at the household.
  await page.goto('/estudiantes/servicios/becas');
  await page.getByRole('link', { name: 'Postular a la beca socioeconómica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beca socioeconómica' })).toBeVisible();
  const household = async () => {
    await expect(stepHeading(page, /Paso 1 de 5: Hogar/)).toBeVisible();
    await expectAccessible(page);
  };
  await household();
  await atPhoneWidth(page, household);

  await page.getByLabel(/^Integrantes del hogar/).fill('4');
  await page.getByLabel(/^Dependientes económicos/).fill('4');
  await pick(page, /Sostén del hogar/, 'Madre');
  await saveStep(page);
  await expect(
    page.getByText('Los dependientes deben ser menos que los integrantes del hogar.'),
  ).toBeVisible();
  await page.getByLabel(/^Dependientes económicos/).fill('2');
  await saveStep(page);
  await expect(stepHeading(page, /Paso 2 de 5: Ingresos/)).toBeVisible();

  // Income saved at phone width, then the student leaves.
  await atPhoneWidth(page, async () => {
    await page.getByLabel(/^Ingreso mensual del hogar/).fill('1500');
    await page.getByLabel(/^Integrantes que aportan ingresos/).fill('1');
    await expectAccessible(page);
    await saveStep(page);
    await expect(stepHeading(page, /Paso 3 de 5: Vivienda/)).toBeVisible();
  });
  await page.goto('/estudiantes/servicios/becas');
  await expect(page.getByRole('heading', { level: 1, name: 'Becas' })).toBeVisible();

  // Coming back resumes at the first step not saved; what was saved is kept.
  await page.getByRole('link', { name: 'Postular a la beca socioeconómica' }).click();
  await expect(stepHeading(page, /Paso 3 de 5: Vivienda/)).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByLabel(/^Ingreso mensual del hogar/)).toHaveValue('1500');
  await saveStep(page);
  await pick(page, /La vivienda es/, 'Alquilada');
  await page.getByLabel(/^Número de habitaciones/).fill('2');
  await saveStep(page);

  // Documents, checked by their bytes: a picture named .pdf is refused before it leaves.
  await expect(stepHeading(page, /Paso 4 de 5: Documentos/)).toBeVisible();
  const income = page.getByRole('group', { name: /Sustento de ingresos del hogar/ });
  const bill = page.getByRole('group', { name: /Recibo de luz o agua/ });
  await income.locator('input[type="file"]').setInputFiles({
    name: 'boletas.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('GIF89a not a pdf'),
  });
  await bill.locator('input[type="file"]').setInputFiles(pdfFile('recibo-de-luz.pdf'));
  await saveStep(page);
  await expect(income.getByText('El archivo es de un formato no permitido.')).toBeVisible();
  await expectAccessible(page);
  await income.locator('input[type="file"]').setInputFiles(pdfFile('boletas.pdf'));
  await saveStep(page);

  // The review, then one submission.
  await expect(stepHeading(page, /Paso 5 de 5: Enviar/)).toBeVisible();
  const review = async () => {
    await expect(page.getByText('4 integrantes, 2 dependientes')).toBeVisible();
    await expect(page.getByText('recibo-de-luz.pdf')).toBeVisible();
    await expectAccessible(page);
  };
  await review();
  await atPhoneWidth(page, review);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sent = page.getByText(/^Enviaste tu solicitud de beca socioeconómica del periodo/);
  await expect(sent).toBeVisible();
  await expect(page.getByText('Estado: En evaluación')).toBeVisible();
  await expectAccessible(page);

  // Staff find it in their list and grant it.
  const staffContext = await browser.newContext({ storageState: storageStatePath('colaborador') });
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/admin/becas-socioeconomicas');
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Becas socioeconómicas' }),
    ).toBeVisible();
    await searchList(staff, student, /^Buscar/);
    const row = staff.getByRole('row').filter({ hasText: 'En evaluación' });
    await expect(row).toHaveCount(1);
    await expectAccessible(staff);
    await row.click();
    const show = async () => {
      await expect(staff.getByText('Alquilada, 2 habitaciones')).toBeVisible();
      await expect(staff.getByRole('button', { name: /boletas\.pdf/ })).toBeVisible();
      await expectAccessible(staff);
    };
    await show();
    await atPhoneWidth(staff, show);
    await staff.getByRole('button', { name: 'Otorgar' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Otorgar la beca' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Porcentaje de descuento/).fill('60');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('Has llegado al valor límite')).toBeVisible();
    await expectAccessible(staff);
    await dialog.getByLabel(/^Porcentaje de descuento/).fill('40');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText('Otorgada', { exact: true })).toBeVisible();
    await expect(staff.getByText('40 %')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Otorgar' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The student is told, sees it granted and the discount on their fees.
  await page.goto('/notificaciones');
  await expect(
    notificationRow(page, 'Tu solicitud de beca socioeconómica fue evaluada'),
  ).toContainText('40 % de descuento');
  await page.goto('/estudiantes/servicios/becas');
  const granted = async () => {
    // A table row at 1280 px, a card at 375.
    const application = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: 'Beca socioeconómica' })
      .filter({ hasText: /Otorgada|Por vencer/ });
    await expect(application.first()).toBeVisible();
    await expectAccessible(page);
  };
  await granted();
  await atPhoneWidth(page, granted);
  await page.goto('/estudiantes/pagos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  const discount = async () => {
    await expect(page.getByText('Beca socioeconómica').first()).toBeVisible();
    await expectAccessible(page);
  };
  await discount();
  await atPhoneWidth(page, discount);
});
