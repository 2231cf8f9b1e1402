import type { Browser, Page } from '@playwright/test';
import { storageStatePath, type Role } from './support/accounts';
import { chooseOption } from './support/chooseOption';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { filingStudent } from './support/students';
import { PNG, smsCode } from './support/uploads';
import { expect, test } from './support/test';

// issue 11: procedures across roles. Each filing test signs in a student of its own, so parallel
// tests and retries never meet each other's requests.

/** A page signed in as a demo account, in a context of its own. */
async function pageAs(browser: Browser, role: Role, width = 1280) {
  const context = await browser.newContext({
    storageState: storageStatePath(role),
    viewport: { width, height: 800 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  return context.newPage();
}

const choose = (page: Page, label: string, option: string | RegExp) =>
  chooseOption(
    page.getByRole('combobox', { name: label }),
    page.getByRole('option', { name: option }).first(),
  );

/** The manager opens the student's newest request in a tray's pending list. */
async function openFromTray(page: Page, tray: string, student: string) {
  await page.goto(`/admin/tramites/${tray}/pendientes?solicitante=${student}`);
  await expect(page.getByRole('status').filter({ hasText: /solicitud/ })).toBeVisible();
  await page
    .getByRole('link', { name: /^Ver el trámite/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/tramites/${tray}/detalle/pendientes/`));
}

async function decide(page: Page, decision: string, comment?: string) {
  await page.getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: decision });
  if (comment) await dialog.getByRole('textbox', { name: /Motivo|Comentario/ }).fill(comment);
  return dialog;
}

test.describe('trámites', () => {
  test('a student files CERTESTSU with a file and the SMS code; the manager observes, the student answers, the manager approves; it ends in finalizados with its history and a notification', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const student = filingStudent(testInfo, 0);
    await signInThroughApi(page, student, '/estudiantes/tramites/programa-de-estudios/nuevo');
    await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill('estudios superiores');
    await expectAccessible(page);
    await page.getByRole('link', { name: /Certificado de estudios superiores/ }).click();
    await expect(page.getByRole('heading', { name: '¿Para qué sirve?' })).toBeVisible();
    await expect(
      page.getByText('Cumples los requisitos para solicitar este trámite.'),
    ).toBeVisible();
    await expectAccessible(page);

    // A file of another format is refused with the configured requirement's wording.
    const dni = page.getByLabel('Copia del DNI', { exact: true });
    await dni.setInputFiles({ name: 'dni.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(
      page.getByText('El archivo no tiene el formato PDF, JPG, JPEG, PNG establecido'),
    ).toBeVisible();
    await dni.setInputFiles({ name: 'dni.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByRole('textbox', { name: 'Motivo de la solicitud' })
      .fill('Postulación a una beca.');

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();

    const sms = page.getByRole('dialog', { name: 'Confirma tu solicitud' });
    await expect(sms).toBeVisible();
    await expectAccessible(page);
    await sms.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
    await page.keyboard.type(smsCode(student));
    await sms.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(
      /\/programa-de-estudios\/en-proceso\/certificado-de-estudios-superiores\/\d+$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificado de estudios superiores' }),
    ).toBeVisible();
    await expect(page.getByText('Registrado').first()).toBeVisible();
    await expectAccessible(page);
    const detailUrl = page.url();

    const admin = await pageAs(browser, 'colaborador');
    await openFromTray(admin, 'tickets-manuales', student);
    await expect(admin.getByText('dni.png').first()).toBeVisible();
    const observe = await decide(admin, 'Observar', 'La copia del DNI no se lee.');
    await expectAccessible(admin);
    await observe.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('La solicitud fue observada.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('La copia del DNI no se lee.').first()).toBeVisible();
    const answer = page.getByRole('form', { name: 'Responder la observación' });
    await answer.getByRole('textbox', { name: 'Comentario' }).fill('Adjunto una copia legible.');
    await answer.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Tu respuesta fue enviada.')).toBeVisible();
    await expect(page.getByText('En revisión').first()).toBeVisible();

    await admin.reload();
    const approve = await decide(admin, 'Aprobar con revisión');
    await approve.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('La solicitud fue aprobada con revisión.')).toBeVisible();
    await expectAccessible(admin);
    await admin.context().close();

    await page.goto(detailUrl);
    await expect(page).toHaveURL(/\/finalizados\/certificado-de-estudios-superiores\/\d+$/);
    await expect(page.getByRole('button', { name: 'Descargar documento' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Historial' });
    for (const step of [
      'Solicitud registrada',
      'Solicitud observada',
      'Observación respondida',
      'Solicitud aprobada con revisión',
      'Documento emitido',
    ]) {
      await expect(history.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await page.goto('/estudiantes/tramites/programa-de-estudios/finalizados');
    await expect(page.getByRole('link', { name: /^Ver el trámite/ }).first()).toBeVisible();
    await page.goto('/notificaciones');
    await expect(page.getByText('Tu trámite fue observado').first()).toBeVisible();
  });

  test('a withdrawal (RETIROUD) is rejected with its reason, on a phone @mobileOnly', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    const student = filingStudent(testInfo, 1);
    await signInThroughApi(page, student, '/estudiantes/tramites/programa-de-estudios/nuevo');
    await page.getByRole('link', { name: /Retiro de unidad didáctica/ }).click();
    await choose(page, 'Unidad didáctica', /ciclo/i);
    await page
      .getByRole('textbox', { name: 'Motivo del retiro' })
      .fill('Cambié de horario en mi trabajo.');
    await expectAccessible(page);
    // The leave-page warning while the filing runs (held back until the student chose to stay),
    // then the filing ends.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/main/tramitesolicitudsae/registrar', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('button', { name: 'Enviando…' })).toBeVisible();
    await page.evaluate(() => window.history.back());
    const leave = page.getByRole('alertdialog', {
      name: '¿Seguro que deseas abandonar esta página?',
    });
    await expect(leave).toBeVisible();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Quedarme' }).click();
    await expect(leave).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/en-proceso\/retiro-de-unidad-didactica\/\d+$/);

    const admin = await pageAs(browser, 'colaborador', 375);
    await openFromTray(admin, 'tickets-manuales', student);
    const reject = await decide(admin, 'Rechazar');
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reject.getByText('El campo es requerido.')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Motivo' }).fill('Fuera del plazo del reglamento.');
    await expectAccessible(admin);
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('La solicitud fue rechazada.')).toBeVisible();
    await admin.context().close();

    await page.reload();
    await expect(page).toHaveURL(/\/finalizados\/retiro-de-unidad-didactica\/\d+$/);
    await expect(page.getByText('Rechazado').first()).toBeVisible();
    await expect(page.getByText('Fuera del plazo del reglamento.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a teacher files their own procedure, follows it, and answers a request as its responder', async ({
    browser,
    expectAccessible,
  }) => {
    const page = await pageAs(browser, 'docente');
    await page.goto('/docentes/tramites/pendientes?vista=solicitar');
    await page.getByRole('link', { name: /Constancia de permanencia docente/ }).click();
    await expect(page).toHaveURL(/\?tramite=\d+$/);
    await page.getByRole('textbox', { name: 'Entidad destinataria' }).fill('Banco Andino');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page).toHaveURL(
      /\/docentes\/tramites\/detalle\/pendientes\/constancia-de-permanencia-docente\/\d+$/,
    );
    await expectAccessible(page);

    await page.goto('/docentes/tramites/pendientes?vista=por-responder');
    await page
      .getByRole('link', { name: /^Ver el trámite/ })
      .first()
      .click();
    const respond = page.getByRole('form', { name: 'Registrar tu respuesta' });
    await respond
      .getByRole('textbox', { name: 'Comentario' })
      .fill('Revisé la evaluación y corresponde subir la nota.');
    await respond.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Tu respuesta fue enviada.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(
      page
        .getByRole('region', { name: 'Historial' })
        .getByRole('heading', { name: 'Respuesta del responsable' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto('/docentes/tramites/finalizados');
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizados' })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('an admin-type user who manages no area is told so', async ({ browser }) => {
    const page = await pageAs(browser, 'psicologo');
    await page.goto('/admin/tramites/validacion-documentos/pendientes');
    await expect(page.getByText('No eres encargado del área de esta bandeja.')).toBeVisible();
    await page.context().close();
  });
});

test('a manager reads the issued documents by origin and the signatures', async ({
  browser,
  expectAccessible,
}) => {
  const page = await pageAs(browser, 'colaborador');
  await page.goto('/documentos/origen');
  const certificates = page.getByRole('link', { name: /Certificado de estudios superiores/ });
  await atPhoneWidth(page, async () => {
    await certificates.click({ trial: true });
  });
  await certificates.click();
  const expectDocuments = async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificado de estudios superiores' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Descargar CERTESTSU-/ }).first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectDocuments();
  await atPhoneWidth(page, expectDocuments);
  await page.goto('/admin/firmas');
  const expectSignatures = async () => {
    await expect(page.getByText('Rosa Elena Cárdenas Paredes').first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectSignatures();
  await atPhoneWidth(page, expectSignatures);
  await page.context().close();
});
