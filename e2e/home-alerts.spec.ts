import type { Page, TestInfo } from '@playwright/test';
import { homeAlertsDecided } from './support/homeAlerts';
import { expectNoSidewaysScroll } from './support/phone';
import { BLOCKING_TASK, pickStudent, runOffset, signInThroughForm } from './support/students';
import { expect, signedInAs, test } from './support/test';

/**
 * A career student who has not confirmed the open pre-registration and whose password is recent
 * (so the pre-registration is the first alert on their home), with no blocking task.
 */
const preRegistrationStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND u.password_changed_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 - 300 * 86400000
      AND EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
        WHERE e.student_id = u.id AND e.state = 'ACTIVA' AND p.kind = 'CARRERA')
      AND NOT EXISTS (SELECT 1 FROM pre_registrations r WHERE r.student_id = u.id)`,
    'DESC',
    10 + runOffset(testInfo, 0),
  );

// issue 35, spec §4 home alert queue: each alert comes from the user's own data, in the queue's
// order; acting on one resolves it. Issue 54: a sign-in opens one of them as a dialog (the first
// of the queue), and the others wait on home as a stack of alerts, each closed for the session.
test.use({ homeAlerts: 'open' });

const ALUMNO_DIALOG = 'Prematrícula 2027-I';
const ALUMNO_STACK = [
  'Certificado de estudios secundarios pendiente',
  'Tienes pagos pendientes',
  'Tu opinión nos importa',
  'Tienes inasistencias',
];

const stackOf = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const stackTitles = (page: Page) => stackOf(page).getByRole('heading', { level: 2 });

test.describe('the demo student', () => {
  signedInAs('alumno');

  test('meets one dialog, the other alerts on home, and closes each for the session', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('alertdialog', { name: ALUMNO_DIALOG });
    // It comes after home's first screen, then its view's code: the app says when.
    await homeAlertsDecided(page, 'dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Más tarde' }).click();
    await expect(dialog).toBeHidden();

    // The others were on the page under the dialog, in the queue's order; none opens after it.
    await expect(stackTitles(page)).toHaveText(ALUMNO_STACK);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectAccessible(page);

    // Closed from the keyboard, an alert hands the focus to the one that takes its place.
    const first = stackOf(page).getByRole('group', { name: ALUMNO_STACK[0] });
    await first.getByRole('button', { name: 'Más tarde' }).focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveCount(0);
    await expect(stackOf(page).getByRole('group', { name: ALUMNO_STACK[1] })).toBeFocused();

    // Closed for the session: home again opens no dialog and shows only what was left.
    await page.reload();
    await expect(stackTitles(page)).toHaveText(ALUMNO_STACK.slice(1));
    await homeAlertsDecided(page, 'none');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    for (const title of ALUMNO_STACK.slice(1)) {
      await stackOf(page)
        .getByRole('group', { name: title })
        .getByRole('button', { name: 'Más tarde' })
        .click();
    }
    await expect(stackOf(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
    await homeAlertsDecided(page, 'none');
    await expect(stackOf(page)).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('follows an alert to the page that resolves it', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('alertdialog', { name: ALUMNO_DIALOG })
      .getByRole('button', { name: 'Más tarde' })
      .click();
    await stackOf(page)
      .getByRole('group', { name: ALUMNO_STACK[0] })
      .getByRole('link', { name: 'Subir certificado' })
      .click();
    await expect(page).toHaveURL(/\/subir-documentos$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

// Issue 54: at 375 px the student met five dialogs in a row at every sign-in.
test('a phone sign-in as the demo student shows one dialog and the rest as alerts @mobileOnly', async ({
  page,
  expectAccessible,
}) => {
  await signInThroughForm(page, 'alumno');
  const dialog = page.getByRole('alertdialog', { name: ALUMNO_DIALOG });
  await homeAlertsDecided(page, 'dialog');
  await expect(dialog.getByRole('button', { name: 'Confirmar prematrícula' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Más tarde' }).click();
  await expect(dialog).toBeHidden();
  await expect(stackTitles(page)).toHaveText(ALUMNO_STACK);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('a student confirms the pre-registration from its alert, and it asks no more', async ({
  page,
}, testInfo) => {
  await signInThroughForm(page, preRegistrationStudent(testInfo));
  const alert = page.getByRole('alertdialog', { name: 'Prematrícula 2027-I' });
  await alert.getByRole('button', { name: 'Confirmar prematrícula' }).click();
  await expect(
    page.getByText('Tu prematrícula para el periodo 2027-I quedó registrada.'),
  ).toBeVisible();
  await expect(alert).toBeHidden();
  await page.reload();
  // The alerts show with the bell, once home's first screen has shown (issue 36), and the app says
  // when it has decided them; the sign-in's dialog was the pre-registration, so no other alert
  // opens as one.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
  await homeAlertsDecided(page, 'none');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
