import type { Page } from '@playwright/test';
import { pageAtClock, signInAtClock } from './support/clock';
import { clockBaseURL } from './support/run';
import { expect, test } from './support/test';

// issue 15: the generic procedure builder. On the clock server (its own database), so the
// procedure published here never reaches the main server's catalogue specs.

test.use({ baseURL: clockBaseURL });

const LIST = '/admin/configuracion/tramites-genericos/lista';

const step = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('trámites genéricos', () => {
  test('an admin builds one with a question and a requirement and publishes it; a student files it; the admin approves it', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    // Three sign-ins, six pages and three dialogs checked by axe-core.
    test.slow();
    const name = `Concurso de innovación ${test.info().retry}`;
    await signInAtClock(page, 'colaborador', 'running', LIST);
    await expect(page.getByRole('cell', { name: 'GEN012' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nuevo trámite' }).click();
    await expect(page).toHaveURL(/\/tramites-genericos\/nuevo$/);
    // An empty form is refused field by field, and keeps what was typed.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El campo es requerido.').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('textbox', { name: /^Descripción/ }).fill('Inscripción al concurso.');
    await page.getByRole('textbox', { name: /^¿Para qué sirve\?/ }).fill('Sirve para competir.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/tramites-genericos\/editar\/\d+$/);
    await expect(page.getByText('Define quiénes pueden solicitarlo.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await expectAccessible(page);

    const filters = step(page, '2. Quiénes pueden solicitarlo');
    await filters.getByRole('combobox', { name: 'Programas' }).click();
    await page.getByRole('option', { name: 'Desarrollo de Software' }).click();
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó quiénes pueden solicitar el trámite.')).toBeVisible();

    await step(page, '3. Preguntas').getByRole('button', { name: 'Agregar pregunta' }).click();
    const question = page.getByRole('dialog', { name: 'Nueva pregunta' });
    await question
      .getByRole('textbox', { name: /^Pregunta/ })
      .fill('¿En qué categoría participas?');
    // Two blank answers are refused; the question stays typed.
    await question.getByRole('button', { name: 'Guardar' }).click();
    await expect(question.getByText('El campo es requerido.').first()).toBeVisible();
    await expectAccessible(page);
    const answers = question.getByRole('textbox', { name: /^Respuesta/ });
    await answers.nth(0).fill('Software');
    await answers.nth(1).fill('Hardware');
    await question.getByRole('button', { name: 'Guardar' }).click();
    await expect(question).toBeHidden();
    await expect(step(page, '3. Preguntas').getByText('Software, Hardware')).toBeVisible();

    await step(page, '4. Requisitos').getByRole('button', { name: 'Agregar texto' }).click();
    const requirement = page.getByRole('dialog', { name: 'Nuevo texto' });
    await requirement.getByRole('textbox', { name: /^Nombre/ }).fill('Nombre del proyecto');
    await requirement.getByRole('textbox', { name: /^Indicaciones/ }).fill('Como lo presentarás.');
    await expectAccessible(page);
    await requirement.getByRole('button', { name: 'Guardar' }).click();
    await expect(requirement).toBeHidden();

    const final = step(page, '5. Configuración final');
    await final.getByRole('spinbutton', { name: /^Costo/ }).fill('5.50');
    await final.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó la configuración final.')).toBeVisible();
    await expect(
      page.getByText('Todos los pasos están completos: ya puedes publicarlo.'),
    ).toBeVisible();

    const check = step(page, 'Validar un caso');
    await check.getByRole('textbox', { name: 'Código de matrícula o usuario' }).fill('alumno');
    await check.getByRole('button', { name: 'Validar' }).click();
    await expect(check.getByText(/puede solicitarlo\.$/)).toBeVisible();

    await page.getByRole('button', { name: 'Publicar' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Publicar ${name}?` });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(/^Publicado el /)).toBeVisible();
    await expect(
      step(page, '3. Preguntas').getByRole('button', { name: 'Agregar pregunta' }),
    ).toBeHidden();

    const student = await pageAtClock(
      browser,
      'alumno',
      '/estudiantes/tramites/programa-de-estudios/nuevo',
    );
    await student.getByRole('searchbox', { name: 'Buscar trámite' }).fill('innovación');
    await student.getByRole('link', { name: new RegExp(name) }).click();
    await student.getByRole('combobox', { name: '¿En qué categoría participas?' }).click();
    await student.getByRole('option', { name: 'Hardware' }).click();
    await student.getByRole('textbox', { name: 'Nombre del proyecto' }).fill('Brazo robótico');
    await student.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(student).toHaveURL(/\/programa-de-estudios\/en-proceso\/concurso-de-innovacion/);
    await student.context().close();

    await page.goto('/admin/tramites/tickets-manuales/pendientes?solicitante=alumno');
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: /^Ver el trámite/ })
      .click();
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Aprobar' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(page.getByText('Aprobado').first()).toBeVisible();
  });

  test('the list and a draft at 375 px', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAtClock(page, 'colaborador', 'running', LIST);
    await expect(page.getByText('Constancia de prácticas de campo')).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar' }).fill('laptop');
    // The search answers after its debounce: the list holds the one match before it is opened.
    await expect(page.getByText('Constancia de prácticas de campo')).toBeHidden();
    await page.getByText('Préstamo de laptop').click();
    await expect(page).toHaveURL(/\/tramites-genericos\/editar\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Trámite genérico: Préstamo de laptop' }),
    ).toBeVisible();
    await expect(page.getByText('Declaración jurada')).toBeVisible();
    await expectAccessible(page);
  });
});
