import { reviewStudent, signInThroughForm } from './support/students';
import { expect, signedInAs, test } from './support/test';

// issue 13: a student's courses and a course page with its scores and a grade review.

test.describe('mis cursos', () => {
  signedInAs('alumno');

  test('the demo student sees both programmes with the autonomous unit first, and a dual course’s scores @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Desarrollo de Software',
      'Ofimática Empresarial',
    ]);
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Aprendizaje autónomo',
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Módulo único' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Programación Web I/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programación Web I' })).toBeVisible();
    await expect(page).toHaveURL(/\/estudiantes\/cursos\/programacion-web-i-\d+\/\d+$/);
    const scores = page.getByLabel('Notas', { exact: true });
    await expect(scores.getByText('NSP')).toBeVisible();
    await expect(scores.getByText(/^\d{1,2}\.\d{2}$/).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('a student asks for the review of a score and sees it in review @mobile', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const { usuario, course } = reviewStudent(testInfo, 0);
  await signInThroughForm(page, usuario);
  await page.goto('/estudiantes/cursos');
  await page
    .getByRole('link', { name: new RegExp(course) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  const inReview = page.getByText('En revisión', { exact: true });
  const before = await inReview.count();
  await page.getByRole('button', { name: 'Solicitar revisión' }).first().click();
  const dialog = page.getByRole('dialog', { name: '¿Solicitar la revisión de esta nota?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Solicitar revisión' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Solicitaste la revisión de tu nota.')).toBeVisible();
  await expect(inReview).toHaveCount(before + 1);
});

test.describe('a teacher', () => {
  signedInAs('docente');

  test('is sent back from the student courses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/estudiantes/cursos');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/$/);
  });
});
