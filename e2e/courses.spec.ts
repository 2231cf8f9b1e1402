import { DatabaseSync } from 'node:sqlite';
import type { TestInfo } from '@playwright/test';
import { seedDbFile } from './support/run';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, pickStudent, runOffset, SLOTS } from './support/students';
import { expect, signedInAs, test } from './support/test';
import { goInApp } from './support/navigation';

/**
 * A career student with a published score they may still ask to review (state 4) in a regular
 * course, and no pending task; with that course's name and section.
 */
function reviewStudent(
  testInfo: TestInfo,
  slot: number,
): { usuario: string; course: string; section: number } {
  const where = `NOT EXISTS (${BLOCKING_TASK})
    AND EXISTS (SELECT 1 FROM score_items si JOIN enrolments e ON e.id = si.enrolment_id
      JOIN sections s ON s.id = si.section_id JOIN courses c ON c.id = s.course_id
      WHERE e.student_id = u.id AND si.review_state = 4 AND c.kind = 'REGULAR')`;
  // Past the inbox students (which start at the 40th) and short of the newest (filing students).
  const usuario = pickStudent(where, 'ASC', 60 + runOffset(testInfo, slot));
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT c.name AS course, s.id AS section FROM score_items si
          JOIN enrolments e ON e.id = si.enrolment_id JOIN users u ON u.id = e.student_id
          JOIN sections s ON s.id = si.section_id JOIN courses c ON c.id = s.course_id
          WHERE u.username = ? AND si.review_state = 4 AND c.kind = 'REGULAR'
          ORDER BY s.id LIMIT 1`,
      )
      .get(usuario) as { course: string; section: number };
    return { usuario, ...row };
  } finally {
    db.close();
  }
}

/**
 * A student with an autonomous unit still to choose (its deadline ahead, no choice made) and no
 * pending task. Few students qualify (cycle III, half of them chose when seeded), so each run
 * takes the next one by project and attempt alone, not by slot.
 */
function unitStudent(testInfo: TestInfo): string {
  const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const where = `NOT EXISTS (${BLOCKING_TASK})
    AND EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
      JOIN sections s ON s.id = ss.section_id JOIN courses c ON c.id = s.course_id
      WHERE e.student_id = u.id AND c.kind = 'AUTONOMO' AND s.inscription_deadline >= '${today}'
        AND NOT EXISTS (SELECT 1 FROM elective_choices ch
          WHERE ch.enrolment_id = e.id AND ch.course_id = c.id))`;
  return pickStudent(where, 'ASC', runOffset(testInfo, 0) / SLOTS);
}

// issue 13: a student's courses, a course page with its scores and a grade review, and the
// academic record (curricular progress, standing, grade history, finished courses). A page
// reached by its own address is a test of its own, so they run side by side on both workers
// (issue 53).

test.describe('mis cursos', () => {
  signedInAs('alumno');

  test('the demo student sees both programmes with the autonomous unit first, and a dual course’s scores and summary', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos');
    const expectCourses = async () => {
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
    };
    await expectCourses();
    await atPhoneWidth(page, expectCourses);

    await page.getByRole('link', { name: /Programación Web I/ }).click();
    await expect(page).toHaveURL(/\/estudiantes\/cursos\/programacion-web-i-\d+\/\d+$/);
    const expectCourse = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Programación Web I' }),
      ).toBeVisible();
      const scores = page.getByLabel('Notas', { exact: true });
      await expect(scores.getByText('NSP')).toBeVisible();
      await expect(scores.getByText(/^\d{1,2}\.\d{2}$/).first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectCourse();
    await atPhoneWidth(page, expectCourse);

    await page.getByRole('link', { name: 'Ver resumen del curso' }).click();
    const expectSummary = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Programación Web I' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Plan de evaluación' }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectSummary();
    await atPhoneWidth(page, expectSummary);
  });

  test('the demo student sees the options of a unit still to choose', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/electivos');
    const expectElectives = async () => {
      await expect(
        page.getByRole('list', { name: 'Opciones' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        page.getByText(/^Tienes hasta el \d{2}\/\d{2}\/\d{4} para elegir\.$/),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectElectives();
    await atPhoneWidth(page, expectElectives);
  });

  test('the demo student follows the curricular progress to a period of the grade history', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos/avance-curricular');
    const expectProgress = async () => {
      const career = page.getByRole('region', { name: 'Desarrollo de Software', exact: true });
      await expect(
        career.getByRole('img', { name: /^Avance de Desarrollo de Software/ }),
      ).toBeVisible();
      // One presentation of the share approved: the ring, not also a bar (issue 32).
      await expect(career.getByRole('progressbar')).toHaveCount(0);
      await expect(career.getByRole('heading', { level: 4, name: /^CI · / })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Ofimática Empresarial', exact: true }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectProgress();
    await atPhoneWidth(page, expectProgress);

    await page.getByRole('link', { name: 'Ver situación académica' }).click();
    const expectStanding = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Situación académica' }),
      ).toBeVisible();
      await expect(page.getByText('Activa', { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectStanding();
    await atPhoneWidth(page, expectStanding);

    await page.getByRole('link', { name: 'Ver historial de notas' }).first().click();
    const history = page.getByRole('heading', { level: 1, name: 'Historial de notas' });
    await expect(history).toBeVisible();
    await atPhoneWidth(page, async () => {
      await expect(history).toBeVisible();
      await page.getByRole('link', { name: 'Ver notas del periodo 2026-I' }).click({ trial: true });
    });
    await page.getByRole('link', { name: 'Ver notas del periodo 2026-I' }).click();
    await expect(page).toHaveURL(/\/historial-notas\/desarrollo-de-software-\d+\/2026-I$/);
    const expectPeriod = async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Periodo 2026-I' })).toBeVisible();
      await expect(page.getByText(/^(Aprobado|Desaprobado)$/).first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectPeriod();
    await atPhoneWidth(page, expectPeriod);
  });

  test('the demo student reads the finished courses', async ({ page, expectAccessible }) => {
    await page.goto('/estudiantes/cursos/finalizados');
    const expectFinished = async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Desarrollo de Software' }),
      ).toBeVisible();
      await expect(page.getByText('2026-I').first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectFinished();
    await atPhoneWidth(page, expectFinished);
  });
});

test.describe('library and guides', () => {
  signedInAs('alumno');

  test('the demo student opens the library', async ({ page, expectAccessible }) => {
    await page.goto('/estudiantes/biblioteca');
    const expectLibrary = async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Bases de datos' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: /^Abrir .+ \(se abre en una pestaña nueva\)$/ }).first(),
      ).toHaveAttribute('href', /^https:\/\//);
      await expectAccessible(page);
    };
    await expectLibrary();
    await atPhoneWidth(page, expectLibrary);
  });

  test('the demo student reads both student guides', async ({ page, expectAccessible }) => {
    await page.goto('/estudiantes/guia-estudiante/carreras');
    const expectGuide = async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Evaluaciones y notas' }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await expectGuide();
    await atPhoneWidth(page, expectGuide);
    await page.getByRole('link', { name: 'Ver la guía de extensión' }).click();
    const expectExtension = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Guía del estudiante de extensión' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Certificación' })).toBeVisible();
    };
    await expectExtension();
    await atPhoneWidth(page, expectExtension);
  });
});

test('a student asks for the review of a score and sees it in review', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const { usuario, course } = reviewStudent(testInfo, 0);
  await signInThroughApi(page, usuario, '/estudiantes/cursos');
  await page
    .getByRole('link', { name: new RegExp(course) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  const inReview = page.getByText('En revisión', { exact: true });
  const before = await inReview.count();
  const review = page.getByRole('button', { name: 'Solicitar revisión' }).first();
  // A phone shows the scores as cards, each with its button.
  await atPhoneWidth(page, async () => {
    await review.click({ trial: true });
  });
  await review.click();
  const dialog = page.getByRole('dialog', { name: '¿Solicitar la revisión de esta nota?' });
  const expectDialog = async () => {
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  };
  await expectDialog();
  await atPhoneWidth(page, expectDialog);
  await dialog.getByRole('button', { name: 'Solicitar revisión' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Solicitaste la revisión de tu nota.')).toBeVisible();
  await expect(inReview).toHaveCount(before + 1);
});

test('a student chooses an option of the autonomous unit and answers its survey', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await signInThroughApi(page, unitStudent(testInfo), '/estudiantes/cursos');
  await page.getByRole('link', { name: /Unidad Didáctica de Aprendizaje Autónomo/ }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Elige tu unidad didáctica de aprendizaje autónomo',
    }),
  ).toBeVisible();
  const options = page.getByRole('list', { name: 'Opciones' }).getByRole('listitem');
  const first = options.first();
  const name = await first.getByRole('heading').innerText();
  const choose = first.getByRole('button', { name: `Elegir ${name}` });
  // The picture loads: its path is on the service's base, not prefixed twice (issue 32).
  await expect
    .poll(() => first.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const expectOptions = async () => {
    await expect(first.getByRole('img')).toBeVisible();
    await expect(choose).toBeVisible();
    await expectAccessible(page);
  };
  await expectOptions();
  await atPhoneWidth(page, expectOptions);

  await choose.click();
  const dialog = page.getByRole('dialog', { name: `¿Elegir ${name}?` });
  const expectDialog = async () => {
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  };
  await expectDialog();
  await atPhoneWidth(page, expectDialog);
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
  await atPhoneWidth(page, async () => {
    await expect(best).toBeChecked();
    await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
    await expectAccessible(page);
  });
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
      await goInApp(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
