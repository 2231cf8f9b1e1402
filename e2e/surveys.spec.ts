import { signInThroughApi } from './support/apiSignIn';
import { BLOCKING_TASK, inboxStudent, pickStudent, runOffset } from './support/students';
import type { Page, TestInfo } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, test } from './support/test';

/**
 * A student with a skippable course survey (1820) still to answer and no pending task, past the
 * inbox students, one per test run.
 */
const courseSurveyStudent = (testInfo: TestInfo, slot: number): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND EXISTS (SELECT 1 FROM survey_assignments a JOIN survey_schedules sc
          ON sc.id = a.schedule_id JOIN surveys sv ON sv.id = sc.survey_id
        WHERE a.user_id = u.id AND a.state = 'PENDIENTE' AND sv.type_id = 1820)`,
    'ASC',
    runOffset(testInfo, slot),
  );

/** Rating circles are radios under drawn faces and numbers: chosen by keyboard, as built for. */
async function rate(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

// issue 14: a student answers the student survey (847) one question at a time and cannot
// answer it twice; a course survey can be skipped after confirming.

test.describe('encuestas', () => {
  test('a student completes the student survey, and a second attempt is refused', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await signInThroughApi(page, inboxStudent(testInfo, 2), '/estudiantes/encuestassmart');
    const pending = page.getByRole('region', { name: 'Por responder' });
    const expectPending = async () => {
      await expect(pending.getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectPending();
    await atPhoneWidth(page, expectPending);

    await pending
      .getByRole('link', { name: 'Responder Encuesta de satisfacción estudiantil' })
      .click();
    await expect(page).toHaveURL(/\/estudiantes\/encuestas\/opc\/completar\/\d+$/);
    const surveyUrl = page.url();
    await expect(page.getByRole('progressbar', { name: 'Pregunta 1 de 4' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const expectRequired = async () => {
      await expect(page.getByRole('progressbar', { name: 'Pregunta 1 de 4' })).toBeVisible();
      await expect(page.getByText('El campo es requerido.')).toBeVisible();
      await expectAccessible(page);
    };
    await expectRequired();
    await atPhoneWidth(page, expectRequired);

    // The faces are SVG icons, never emoji a PC without an emoji font shows as empty boxes.
    const faces = page.getByRole('radiogroup').first();
    await expect(faces.locator('svg')).toHaveCount(5);
    await expect(faces).not.toContainText(/\p{Extended_Pictographic}/u);
    await rate(page, 'Muy bien');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await rate(page, '4 de 5');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const openOptions = async () => {
      await page.getByRole('combobox', { name: 'Elige una opción' }).click();
      await expect(page.getByRole('option', { name: 'De acuerdo', exact: true })).toBeVisible();
      await expectAccessible(page);
    };
    // The list takes its field's width when it opens: on a phone it is opened there.
    await atPhoneWidth(page, async () => {
      await openOptions();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    });
    await openOptions();
    await page.getByRole('option', { name: 'De acuerdo', exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Tu respuesta').fill('Más horarios de laboratorio, por favor.');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();

    await expect(page.getByText('¡Gracias por responder la encuesta!')).toBeVisible();
    await expect(page).toHaveURL(/\/estudiantes\/encuestassmart$/);
    const done = page.getByRole('region', { name: 'Respondidas y cerradas' });
    await expect(
      done.getByRole('listitem').filter({ hasText: 'Encuesta de satisfacción estudiantil' }),
    ).toContainText('Respondida');

    await page.goto(surveyUrl);
    const expectAnswered = async () => {
      await expect(page.getByText('Ya respondiste esta encuesta.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0);
      await expectAccessible(page);
    };
    await expectAnswered();
    await atPhoneWidth(page, expectAnswered);
  });

  test('a skippable course survey is skipped after confirming', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await signInThroughApi(page, courseSurveyStudent(testInfo, 0), '/estudiantes/encuestassmart');
    await page
      .getByRole('region', { name: 'Por responder' })
      .getByRole('link', { name: 'Responder Evaluación del curso' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/estudiantes\/encuestas\/opc\/completar\/curso\/\d+$/);
    await page.getByRole('button', { name: 'Omitir encuesta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Omitir esta encuesta?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Omitir' }).click();
    await expect(page).toHaveURL(/\/estudiantes\/encuestassmart$/);
    await expect(
      page.getByRole('region', { name: 'Respondidas y cerradas' }).getByText('Omitida').first(),
    ).toBeVisible();
  });
});
