import { DatabaseSync } from 'node:sqlite';
import { pageAtClock, signInAtClock } from './support/clock';
import { atPhoneWidth } from './support/phone';
import { clockBaseURL, clockDbFile } from './support/run';
import { expect, test } from './support/test';

// issue 15: substitute evaluations, on the clock server (its seed placed the demo teacher's open
// and closed windows around its stopped instant).

test.use({ baseURL: clockBaseURL });

const COURSE = 'Programación Web I';
const CLOSED_COURSE = 'Base de Datos II';

/** The demo student's full name, as lists write it. */
function studentName(): string {
  const db = new DatabaseSync(clockDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT first_name || ' ' || paternal_surname || ' ' || maternal_surname AS name
          FROM users WHERE username = 'alumno'`,
      )
      .get() as { name: string };
    return row.name;
  } finally {
    db.close();
  }
}

test.describe('evaluación sustitutoria', () => {
  test('the student requests it, the teacher grades it in the window (not in a closed one), the student sees the substitute mark', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.slow();
    await signInAtClock(page, 'alumno', 'running');
    await page.goto('/estudiantes/tramites/programa-de-estudios/nuevo');
    await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill('sustitutoria');
    await page.getByRole('link', { name: /Inscripción a evaluación sustitutoria/ }).click();
    await page.getByRole('combobox', { name: 'Unidad didáctica' }).click();
    await page.getByRole('option', { name: `${COURSE} (Ciclo III)` }).click();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page).toHaveURL(/\/en-proceso\/inscripcion-a-evaluacion-sustitutoria\/\d+$/);

    const teacher = await pageAtClock(browser, 'docente');
    await teacher.goto('/docentes/tramites/pendientes?vista=sustitutorios');
    const open = teacher.getByRole('region', { name: COURSE });
    await expect(open.getByText('Abierta')).toBeVisible();
    const closed = teacher.getByRole('region', { name: CLOSED_COURSE });
    await expect(closed.getByText(/ terminó el plazo para registrar notas\.$/)).toBeVisible();
    await expect(closed.getByRole('textbox').first()).toBeDisabled();
    await expectAccessible(teacher);

    // The newest request is the demo student's last row (a retry files another).
    const grade = open.getByRole('textbox', { name: `Nota de ${studentName()}` }).last();
    await grade.fill('20.5');
    await open.getByRole('button', { name: 'Grabar notas' }).click();
    await expect(
      open.getByText('La nota debe ser un número de 0 a 20, con hasta dos decimales.'),
    ).toBeVisible();
    await grade.fill('18');
    await open.getByRole('button', { name: 'Grabar notas' }).click();
    await expect(teacher.getByText('Se grabaron las notas.')).toBeVisible();
    await expect(open.getByText(/^Reemplazó /).last()).toBeVisible();
    await teacher.context().close();

    await page.goto('/estudiantes/cursos');
    await page
      .getByRole('link', { name: new RegExp(`^${COURSE}\\b(?! I)`) })
      .first()
      .click();
    const substitute = page
      .getByLabel('Notas', { exact: true })
      .getByRole('row')
      .filter({ hasText: 'Evaluación sustitutoria' });
    await expect(substitute).toContainText('18');
    await expectAccessible(page);
  });

  test("the academic office's windows, the courses waiting and the form", async ({
    page,
    expectAccessible,
  }) => {
    await signInAtClock(page, 'superadmin', 'running');
    await page.goto('/superadmin/tramites/evaluacion-sustiturio/listar');
    const expectWindows = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Evaluaciones sustitutorias' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: COURSE })).toBeVisible();
      await expect(page.getByText('Programada')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Agregar evaluación' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectWindows();
    await atPhoneWidth(page, expectWindows);

    await page.getByRole('link', { name: 'Agregar evaluación' }).click();
    await expect(page).toHaveURL(/\/evaluacion-sustiturio\/agregar$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const expectRefused = async () => {
      await expect(page.getByText('Elige la fecha y la hora.').first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectRefused();
    await atPhoneWidth(page, expectRefused);

    await page.goBack();
    await page.getByRole('link', { name: 'Actualizar fechas' }).first().click();
    await expect(page).toHaveURL(/\/evaluacion-sustiturio\/actaulizar\?id=\d+$/);
    const expectUpdate = async () => {
      await expect(page.getByRole('combobox', { name: 'Curso' })).toBeDisabled();
      await expectAccessible(page);
    };
    await expectUpdate();
    await atPhoneWidth(page, expectUpdate);
  });
});
