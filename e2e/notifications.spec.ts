import { expect, test } from './support/test';
import { listFetchesDuring, notificationRow, notificationSender } from './support/notifications';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { inboxStudent } from './support/students';

// issue 10: notifications arrive live over STOMP into the open dropdown and the page (spec §2,
// §4, §7). Each test has a student of its own: it reads and deletes that student's notifications.
test.describe('notificaciones en vivo', () => {
  test('a notification sent to the student arrives in the open dropdown and opens its link', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const student = inboxStudent(testInfo, 0);
    const send = await notificationSender(request);
    await signInThroughApi(page, student);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(dropdown.getByRole('tab', { name: 'Recientes' })).toBeVisible();
    // The live connection is up once the page has validated; the list is loaded.
    await expect(dropdown.getByRole('button', { name: 'Ver más notificaciones' })).toBeHidden();
    await expectAccessible(page);

    const title = `Tu trámite fue observado ${testInfo.retry}${Date.now() % 100000}`;
    const sentAt = Date.now();
    const item = dropdown.getByRole('link', { name: new RegExp(title) });
    const fetched = await listFetchesDuring(page, async () => {
      await send({
        usuario: student,
        subtype: 'TRAMITE_OBSERVADO',
        title,
        link: '/estudiantes/tramites/programa-de-estudios/en-proceso/[ID_SOLICITUD]',
        idTramite: 7002,
      });
      await expect(item).toBeVisible();
    });
    // Live: nothing asked for the list meanwhile.
    expect(fetched).toEqual([]);
    testInfo.annotations.push({ type: 'live delivery', description: `${Date.now() - sentAt} ms` });
    // Announced to screen readers, and toasted.
    await expect(page.getByText(`Nueva notificación: ${title}`)).toBeAttached();
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer');
    await expectAccessible(page);

    await item.click();
    await expect(page).toHaveURL('/estudiantes/tramites/programa-de-estudios/en-proceso/7002');
    await expect(bell).toHaveAccessibleName('Notificaciones');
    // Marked read: listed without its unread mark.
    await page.goto('/notificaciones');
    const row = notificationRow(page, title);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Sin leer');
  });

  test('the page marks all read by type, deletes after confirming, and the bell leads to it on phones', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const student = inboxStudent(testInfo, 1);
    const send = await notificationSender(request);
    const stamp = `${testInfo.retry}${Date.now() % 100000}`;
    await send({ usuario: student, title: `Aviso administrativo ${stamp}` });
    await send({
      usuario: student,
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title: `Nota publicada ${stamp}`,
    });
    await signInThroughApi(page, student);
    const heading = page.getByRole('heading', { level: 1, name: 'Notificaciones' });
    // Under 1024 px the bell is a link to the page instead of the dropdown's button (spec §2).
    await atPhoneWidth(page, async () => {
      await page.getByRole('link', { name: /^Notificaciones/ }).click();
      await expect(page).toHaveURL('/notificaciones');
      await expect(heading).toBeVisible();
    });
    await expect(heading).toBeVisible();
    await page.getByRole('tab', { name: 'Académicas' }).click();
    await expect(page).toHaveURL('/notificaciones?tipo=academicas');
    const expectAcademic = async () => {
      await expect(notificationRow(page, `Nota publicada ${stamp}`)).toBeVisible();
      await expect(notificationRow(page, `Aviso administrativo ${stamp}`)).toBeHidden();
      await expectAccessible(page);
    };
    await expectAcademic();
    await atPhoneWidth(page, expectAcademic);
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeHidden();

    await page.getByRole('tab', { name: 'Todas' }).click();
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible();
    await page.getByRole('button', { name: `Eliminar: Aviso administrativo ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar notificación' });
    const expectConfirm = async () => {
      await expect(
        dialog.getByText(
          'Si borras la notificación, perderás la información contenida para siempre.',
        ),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectConfirm();
    await atPhoneWidth(page, expectConfirm);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(notificationRow(page, `Aviso administrativo ${stamp}`)).toBeHidden();
    await page.reload();
    await expect(notificationRow(page, `Nota publicada ${stamp}`)).toBeVisible();
    await expect(notificationRow(page, `Aviso administrativo ${stamp}`)).toBeHidden();
  });
});
