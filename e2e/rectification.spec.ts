import { DatabaseSync } from 'node:sqlite';
import type { Locator } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { dbFile } from './support/run';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, runOffset, SLOTS } from './support/students';
import { expect, signedInAs, test } from './support/test';

// issues 9 and 15: grade rectification, only for the four usernames allowed (spec §6).

/**
 * The username of the student with an enrolment code, read from the run's database, and whether
 * a mandatory task of theirs is pending (the flow would take them there first).
 */
function studentOf(code: string): { username: string; tasked: boolean } {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username, EXISTS (${BLOCKING_TASK}) AS tasked
          FROM enrolments e JOIN users u ON u.id = e.student_id WHERE e.code = ?`,
      )
      .get(code) as { username: string; tasked: number };
    return { username: row.username, tasked: row.tasked === 1 };
  } finally {
    db.close();
  }
}

const codeOf = async (card: Locator) =>
  ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').split(' · ')[1]!;

test.describe('rectificación de notas', () => {
  test.describe('allowlisted', () => {
    signedInAs('superadmin');

    test('a case is applied after confirming, and the student sees the new grade', async ({
      page,
      browser,
      expectAccessible,
    }, testInfo) => {
      await page.goto('/superadmin/tramites/rectificacion');
      const open = page.getByRole('region', { name: 'Casos por resolver' });
      // Each run (project and attempt) takes its own case (runs in parallel never meet), of a
      // student the flow lets see their course.
      await expect(open.getByRole('listitem').first()).toBeVisible();
      const cases = open.getByRole('listitem');
      const eligible: number[] = [];
      for (let index = 0; eligible.length <= runOffset(testInfo, 0) / SLOTS; index += 1) {
        if (!studentOf(await codeOf(cases.nth(index))).tasked) eligible.push(index);
      }
      const card = cases.nth(eligible.at(-1)!);
      const expectCases = async () => {
        await expect(card).toBeVisible();
        await expect(card.getByRole('button', { name: 'Aplicar rectificación' })).toBeVisible();
        await expectAccessible(page);
      };
      await expectCases();
      await atPhoneWidth(page, expectCases);

      const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const [course, code] = title.split(' · ');
      await card.getByRole('combobox', { name: /Evaluación/ }).click();
      const option = page.getByRole('option').first();
      const evaluation = ((await option.textContent()) ?? '').split(' · ')[0]!;
      await option.click();
      await card.getByRole('textbox', { name: /Nota correcta/ }).fill('19');
      await card.getByRole('textbox', { name: /Comentario/ }).fill('Se verificó la evaluación.');
      await card.getByRole('button', { name: 'Aplicar rectificación' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Aplicar la rectificación?' });
      const expectConfirm = async () => {
        await expect(dialog).toContainText(`La nota de ${evaluation} pasará a 19`);
        await expectAccessible(page);
      };
      await expectConfirm();
      await atPhoneWidth(page, expectConfirm);
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByText('Se rectificó la nota.')).toBeVisible();
      const resolved = page
        .getByRole('region', { name: 'Casos resueltos' })
        .getByRole('listitem')
        .filter({ hasText: `${course} · ${code}` })
        .filter({ hasText: `${evaluation}: ` });
      await expect(resolved.first()).toContainText(`${evaluation}: `);
      await expect(resolved.first()).toContainText('→ 19');

      // The student's course page shows the rectified grade.
      // A context of its own, signed out (the test's storage state is the superadmin's).
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const student = await context.newPage();
      await signInThroughApi(student, studentOf(code!).username, '/estudiantes/cursos');
      await student
        .getByRole('link', { name: new RegExp(course!) })
        .first()
        .click();
      const scores = student.getByLabel('Notas', { exact: true });
      await expect(scores.getByText(evaluation)).toBeVisible();
      await expect(scores.getByText(/^19(\.00)?$/).first()).toBeVisible();
      await context.close();
    });
  });

  test('a superadmin outside the allowlist is refused', async ({ page, expectAccessible }) => {
    await signInThroughApi(page, 'soporte.campus', '/superadmin/tramites/rectificacion');
    const expectRefused = async () => {
      await expect(
        page.getByText('Solo los cuatro usuarios autorizados pueden rectificar notas.'),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Casos por resolver' })).toHaveCount(0);
      await expectAccessible(page);
    };
    await expectRefused();
    await atPhoneWidth(page, expectRefused);
  });
});
