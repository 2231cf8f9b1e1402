import { reviewStudent, signInThroughForm, unitStudent } from './support/students';
import { expect, signedInAs, test } from './support/test';

// issue 13: a student's courses, a course page with its scores and a grade review, and the
// academic record (curricular progress, standing, grade history, finished courses).

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

    await page.getByRole('link', { name: 'Ver resumen del curso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programación Web I' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan de evaluación' })).toBeVisible();
    await expectAccessible(page);

    // A unit still to choose: /electivos shows its options.
    await page.goto('/electivos');
    await expect(
      page.getByRole('list', { name: 'Opciones' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByText(/^Tienes hasta el \d{2}\/\d{2}\/\d{4} para elegir\.$/),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the demo student follows the curricular progress to a period of the grade history, and the finished courses @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos/avance-curricular');
    const career = page.getByRole('region', { name: 'Desarrollo de Software', exact: true });
    await expect(
      career.getByRole('img', { name: /^Avance de Desarrollo de Software/ }),
    ).toBeVisible();
    await expect(career.getByRole('progressbar', { name: 'Créditos aprobados' })).toBeVisible();
    await expect(career.getByRole('heading', { level: 4, name: /^CI · / })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ofimática Empresarial', exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver situación académica' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Situación académica' }),
    ).toBeVisible();
    await expect(page.getByText('Activa', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver historial de notas' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de notas' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver notas del periodo 2026-I' }).click();
    await expect(page).toHaveURL(/\/historial-notas\/desarrollo-de-software-\d+\/2026-I$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Periodo 2026-I' })).toBeVisible();
    await expect(page.getByText(/^(Aprobado|Desaprobado)$/).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/estudiantes/cursos/finalizados');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Desarrollo de Software' }),
    ).toBeVisible();
    await expect(page.getByText('2026-I').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('library and guides', () => {
  signedInAs('alumno');

  test('the demo student opens the library and both student guides @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/biblioteca');
    await expect(page.getByRole('heading', { level: 2, name: 'Bases de datos' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Abrir .+ \(se abre en una pestaña nueva\)$/ }).first(),
    ).toHaveAttribute('href', /^https:\/\//);
    await expectAccessible(page);

    await page.goto('/estudiantes/guia-estudiante/carreras');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Evaluaciones y notas' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ver la guía de extensión' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guía del estudiante de extensión' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificación' })).toBeVisible();
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

test('a student chooses an option of the autonomous unit and answers its survey @mobile', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await signInThroughForm(page, unitStudent(testInfo));
  await page.goto('/estudiantes/cursos');
  await page.getByRole('link', { name: /Unidad Didáctica de Aprendizaje Autónomo/ }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Elige tu unidad didáctica de aprendizaje autónomo',
    }),
  ).toBeVisible();
  const options = page.getByRole('list', { name: 'Opciones' }).getByRole('listitem');
  await expect(options.first().getByRole('img')).toBeVisible();
  await expectAccessible(page);

  const first = options.first();
  const name = await first.getByRole('heading').innerText();
  await first.getByRole('button', { name: `Elegir ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `¿Elegir ${name}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Elegir', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Elegiste ${name}.`)).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Contenido de tu unidad didáctica de aprendizaje autónomo elegida',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  // The faces are radios under drawn circles: chosen by keyboard, as the group is built for.
  const best = page.getByRole('radio', { name: 'Muy bien' });
  await best.focus();
  await page.keyboard.press('Space');
  await expect(best).toBeChecked();
  await page.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Aprendí a mi ritmo.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: '¡Gracias por responder!' }),
  ).toBeVisible();
});

test.describe('a teacher', () => {
  signedInAs('docente');

  test('is sent back from the student courses and record', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    for (const path of [
      '/estudiantes/cursos',
      '/estudiantes/cursos/avance-curricular',
      '/estudiantes/cursos/finalizados',
      '/estudiantes/biblioteca',
      '/electivos',
    ]) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
