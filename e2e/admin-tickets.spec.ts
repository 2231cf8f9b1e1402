import { storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { supportStudent } from './support/students';
import { pdfFile } from './support/uploads';
import { expect, test } from './support/test';

// issue 54: the staff ticket page printed 'Solicitante [object Object]', 'Asignado a
// [object Object]' and an empty 'Usuario', and the student's attachments were plain text.
// A student files a ticket with a file; staff open it from the queue, read who asked, and
// download the file. axe-core at 1280 and 375 px.

// A well-formed PDF: the demo API parses uploaded PDFs whole (issue 55).
const pdf = pdfFile('voucher-pago.pdf');

test('staff read who filed a ticket and open its attachment', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  const student = supportStudent(testInfo);
  const subject = `Voucher de pago ${testInfo.retry}-${Date.now()}`;
  test.slow(); // two browsers, an upload and the staff queue
  await signInThroughApi(page, student, '/zendesk/listado-tickets?nuevo=1');
  const form = page.getByRole('dialog', { name: 'Nuevo ticket de soporte' });
  await form.getByRole('combobox', { name: /Categoría/ }).click();
  await page.getByRole('option', { name: 'Pagos' }).click();
  await form.getByRole('textbox', { name: /Asunto/ }).fill(subject);
  await form
    .getByRole('textbox', { name: /Describe tu consulta/ })
    .fill('Adjunto el voucher de mi pago de la segunda cuota.');
  await form.locator('input[type="file"]').setInputFiles(pdf);
  await form.getByRole('button', { name: 'Enviar ticket' }).click();
  await expect(page).toHaveURL(/\/zendesk\/ticket-detail\/\d+$/);

  const staffContext = await browser.newContext({ storageState: storageStatePath('colaborador') });
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/admin/tickets');
    await searchList(staff, subject, /^Buscar/);
    await staff.getByRole('row').filter({ hasText: subject }).click();
    await expect(staff).toHaveURL(/\/admin\/tickets\/\d+\/show$/);
    const file = staff.getByRole('button', { name: `Descargar ${pdf.name}` });
    await expect(file).toBeVisible();

    // Who asked, as names: once the ticket itself has replaced the queue's row too.
    await expect(staff.locator('.ra-field-usuario')).toContainText(student);
    await expect(staff.locator('.ra-field-solicitante')).toContainText(/\p{L}+ \p{L}+/u);
    await expect(staff.locator('.ra-field-asignado')).toContainText(/\S/);
    await expect(staff.getByText('[object Object]')).toHaveCount(0);
    await expectAccessible(staff);
    await atPhoneWidth(staff, () => expectAccessible(staff));

    // The attachment opens: the file comes down under its own name, with its bytes.
    const download = staff.waitForEvent('download');
    await file.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(pdf.name);
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf.buffer)).toBe(true);
  } finally {
    await staffContext.close();
  }
});
