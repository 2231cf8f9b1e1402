import type { Page, TestInfo } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { notificationRow } from './support/notifications';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, pickStudent, runOffset } from './support/students';
import { expect, test } from './support/test';
import { pdfFile } from './support/uploads';

/**
 * A student with no enrolment document uploaded and no pending task, one per test run, taken
 * from the newest past the account students.
 */
const documentsStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND NOT EXISTS (SELECT 1 FROM enrolment_documents d WHERE d.student_id = u.id)`,
    'DESC',
    55 + runOffset(testInfo, 0),
  );

// issue 34: a student uploads an enrolment document, staff observe it with a reason, the student
// is told (a notification whose link opens /subir-documentos), reads the reason and replaces it;
// axe-core on each page and dialog, at 1280 and at 375 px.

const DNI = 'DNI (anverso)';
const REASON = 'La imagen está borrosa y no se leen los datos del documento.';

const documentItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Documentos solicitados' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a student uploads a document, staff observe it and the student replaces it', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two browsers, an upload each side and a dialog
  const student = documentsStudent(testInfo);
  await signInThroughApi(page, student, '/subir-documentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Subir documentos' })).toBeVisible();
  const summary = page.getByRole('status').filter({ hasText: /^(Te falta|Tienes|Subiste)/ });
  const dni = documentItem(page, DNI);
  const expectEmpty = async () => {
    await expect(summary).toHaveText(/^Tienes \d documentos por subir\.$/);
    await expect(dni.getByText('Sin subir')).toBeVisible();
    await expectAccessible(page);
  };
  await expectEmpty();
  await atPhoneWidth(page, expectEmpty);

  const before = (await summary.textContent()) ?? '';
  const missing = Number(/\d+/.exec(before)![0]);
  await dni.locator('input[type="file"]').setInputFiles(pdfFile('dni-anverso.pdf'));
  await dni.getByRole('button', { name: `Subir ${DNI}` }).click();
  await expect(dni.getByText('En revisión')).toBeVisible();
  await expect(dni.getByText('dni-anverso.pdf')).toBeVisible();
  await expect(summary).toHaveText(
    missing - 1 === 1
      ? 'Tienes 1 documento por subir.'
      : `Tienes ${missing - 1} documentos por subir.`,
  );

  // Staff find it in their list, look at it and observe it with the reason.
  const staffContext = await browser.newContext({ storageState: storageStatePath('colaborador') });
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/admin/documentos-matricula');
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Documentos de matrícula' }),
    ).toBeVisible();
    await searchList(staff, student, /^Buscar/);
    const row = staff.getByRole('row').filter({ hasText: DNI });
    await expect(row).toHaveCount(1);
    await expectAccessible(staff);
    await row.click();
    await expect(staff.getByRole('button', { name: 'Observar' })).toBeVisible();
    await expect(
      staff.getByRole('button', { name: /^Ver archivo dni-anverso\.pdf/ }),
    ).toBeVisible();
    const expectShow = async () => {
      await expect(staff.getByText('Pendiente')).toBeVisible();
      await expectAccessible(staff);
    };
    await expectShow();
    await atPhoneWidth(staff, expectShow);

    await staff.getByRole('button', { name: 'Observar' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Observar documento' });
    await expect(dialog).toBeVisible();
    await expectAccessible(staff);
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Mal');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('El mínimo de caracteres que debes ingresar es 5')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText('Observado', { exact: true })).toBeVisible();
    await expect(staff.getByText(REASON)).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Observar' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The student is told: the notification's link opens the documents page.
  await page.goto('/notificaciones');
  const notice = notificationRow(page, 'Tu documento de matrícula fue observado');
  await expect(notice).toContainText(REASON);
  await notice.getByText('Tu documento de matrícula fue observado').click();
  await expect(page).toHaveURL(/\/subir-documentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subir documentos' })).toBeVisible();

  const expectObserved = async () => {
    await expect(summary).toHaveText('Tienes 1 documento observado por reemplazar.');
    await expect(dni.getByText('Observado', { exact: true })).toBeVisible();
    await expect(dni.getByText(REASON)).toBeVisible();
    await expectAccessible(page);
  };
  await expectObserved();
  await atPhoneWidth(page, expectObserved);

  // Replaced at phone width: the new file goes back to review without the old reason.
  await atPhoneWidth(page, async () => {
    await dni.locator('input[type="file"]').setInputFiles(pdfFile('dni-anverso-nitido.pdf'));
    await dni.getByRole('button', { name: `Reemplazar ${DNI}` }).click();
    await expect(dni.getByText('En revisión')).toBeVisible();
    await expect(dni.getByText('dni-anverso-nitido.pdf')).toBeVisible();
    await expect(dni.getByText(REASON)).toHaveCount(0);
    await expectAccessible(page);
  });
  await page.reload();
  await expect(dni.getByText('dni-anverso-nitido.pdf')).toBeVisible();
  await expect(dni.getByText('En revisión')).toBeVisible();
});
