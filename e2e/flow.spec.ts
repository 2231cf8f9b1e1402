import type { TestInfo } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { BLOCKING_TASK, pickStudent, runOffset, signInThroughForm } from './support/students';
import { expect, test } from './support/test';

/**
 * A student whose only pending task is accepting the updated regulations (the seed gives it to
 * some generated students), one per test run.
 */
const regulationsStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id AND t.completed_at IS NULL
        AND t.modulo = 'reglamentosActualizados')
      AND NOT EXISTS (${BLOCKING_TASK} AND t.modulo <> 'reglamentosActualizados')`,
    'ASC',
    runOffset(testInfo, 0),
  );

// issue 35, spec §4 mandatory-task flow: what the institute needs from a user comes first. A
// blocking alert keeps them on home (a typed address brings them back) until they act on it; the
// teacher induction is shown once.

test('a student accepts the updated regulations before going on', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await signInThroughForm(page, regulationsStudent(testInfo));
  const alert = page.getByRole('alertdialog', { name: 'Reglamentos actualizados' });
  const expectAlert = async () => {
    await expect(alert).toBeVisible();
    // Its orden keeps it open: there is no way to close it but to accept.
    await expect(alert.getByRole('button', { name: /cerrar/i })).toHaveCount(0);
    await expectAccessible(page);
  };
  await expectAlert();
  await atPhoneWidth(page, expectAlert);

  // A typed address brings the student back to the alert.
  await page.goto('/estudiantes/cursos');
  await expect(page).toHaveURL(/\/$/);
  await expect(alert).toBeVisible();

  const list = alert.getByRole('list', { name: 'Reglamentos por aceptar' });
  const first = list.getByRole('listitem').first();
  await first.getByRole('button', { name: 'Leer' }).click();
  await expect(first.getByLabel(/^Texto de /)).toBeVisible();
  await expectAccessible(page);
  const accept = alert.getByRole('button', { name: /^Acepto / });
  for (let left = await accept.count(); left > 0; left -= 1) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }
  // Accepting the last one completes the task: the flow lets the student go.
  await expect(alert).toBeHidden();
  await page.goto('/estudiantes/cursos');
  await expect(page).toHaveURL(/\/estudiantes\/cursos$/);
});

test('a newly hired teacher is shown the induction first, once', async ({ page }) => {
  await signInThroughForm(page, 'docente.nuevo', '/docentes/induccion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
