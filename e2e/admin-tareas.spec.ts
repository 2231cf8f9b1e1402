import type { Page } from '@playwright/test';
import { searchList } from './support/adminList';
import { chooseOption } from './support/chooseOption';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

const confirmDelete = async (page: Page) => {
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
};

const choose = (page: Page, field: string, option: string) =>
  chooseOption(
    page.getByRole('combobox', { name: field }),
    page.getByRole('option', { name: option, exact: true }),
  );

// issue 9: the superadmin shapes the mandatory-task flow of students and teachers and the tours of
// new features it starts.
test.describe('tareas', () => {
  signedInAs('superadmin');

  test('the flow of each audience in order, subtasks under their parent, and a task opened', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two pages and four axe runs
    await page.goto('/superadmin/tareas');
    // A worker's first page parses the app cold: wait for it as long as the test may take.
    await page.getByRole('heading', { level: 1, name: 'Tareas' }).waitFor();
    // A table row on a wide screen, a list item (with its details) on a phone.
    const onboarding = page.getByText(/^Bienvenida y onboarding/).first();
    const subtask = page.getByText('Subtarea de Bienvenida y onboarding').first();
    const expectFlow = async () => {
      await expect(onboarding).toBeVisible();
      await expect(subtask).toBeVisible();
      await expectAccessible(page);
    };
    await expectFlow();
    await atPhoneWidth(page, expectFlow);
    await choose(page, 'Dirigida a', 'Docentes');
    await expect(onboarding).toBeHidden();
    await atPhoneWidth(page, async () => {
      await expect(page.getByRole('link', { name: /^Inducción docente/ }).first()).toHaveAttribute(
        'href',
        /\/superadmin\/tareas\/\d+$/,
      );
    });
    await page
      .getByText(/^Inducción docente/)
      .first()
      .click();
    const task = page.getByRole('heading', { level: 1, name: 'Tarea: Inducción docente' });
    const module = page.getByRole('textbox', { name: 'Módulo' });
    const expectTask = async () => {
      await expect(task).toBeVisible();
      await expect(module).toHaveValue('docentes_induccion');
      await expectAccessible(page);
    };
    await expectTask();
    await atPhoneWidth(page, expectTask);
  });

  test('a new task and its subtask; an orden already taken is refused and nothing typed is lost', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // two creates, a refusal and two deletes
    const run = `${testInfo.parallelIndex}${testInfo.retry}${Date.now() % 10000}`;
    const parent = `Aviso de biblioteca ${run}`;
    const child = `Renovar préstamos ${run}`;
    await page.goto('/superadmin/tareas/create');
    await page.getByRole('textbox', { name: 'Nombre' }).fill(parent);
    await choose(page, 'Dirigida a', 'Estudiantes');
    await page.getByRole('textbox', { name: 'Módulo' }).fill('avisoBiblioteca');
    await page.getByRole('spinbutton', { name: 'Orden' }).fill('1');
    await page.getByRole('textbox', { name: 'Ruta' }).fill('/estudiantes/biblioteca');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Ya hay otra tarea principal con este orden para esta audiencia.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(parent);
    await expect(page.getByRole('textbox', { name: 'Ruta' })).toHaveValue(
      '/estudiantes/biblioteca',
    );
    await expectAccessible(page);
    // Above the seeded tasks (up to 25), one of its own per run.
    await page.getByRole('spinbutton', { name: 'Orden' }).fill(String(100 + (Number(run) % 890)));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/tareas(\?.*)?$/);

    await page.goto('/superadmin/tareas/create');
    await page.getByRole('textbox', { name: 'Nombre' }).fill(child);
    await choose(page, 'Dirigida a', 'Estudiantes');
    await page.getByRole('textbox', { name: 'Módulo' }).fill('renovarPrestamos');
    await page.getByRole('spinbutton', { name: 'Orden' }).fill('1');
    await choose(page, 'Subtarea de', `${parent} (Estudiantes)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/tareas(\?.*)?$/);

    await searchList(page, run);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText(parent);
    await expect(rows.nth(2)).toContainText(`${child}Subtarea de ${parent}`);
    // The parent goes only once its subtask has.
    await rows.nth(1).getByRole('link', { name: 'Editar' }).click();
    await confirmDelete(page);
    await expect(
      page.getByText('No se puede eliminar esta tarea porque tiene subtareas.', { exact: false }),
    ).toBeVisible();
    await page.goBack();
    await page.getByRole('row').nth(2).getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('combobox', { name: 'Subtarea de' })).toHaveText(
      `${parent} (Estudiantes)`,
    );
    await confirmDelete(page);
    await expect(page).toHaveURL(/\/superadmin\/tareas(\?.*)?$/);
    await expect(page.getByRole('row', { name: new RegExp(child) })).toBeHidden();
    await page.getByRole('row').nth(1).getByRole('link', { name: 'Editar' }).click();
    await confirmDelete(page);
    await expect(page).toHaveURL(/\/superadmin\/tareas(\?.*)?$/);
    await expect(page.getByRole('row', { name: new RegExp(parent) })).toBeHidden();
  });

  test('a task someone has pending is not deleted: the server says why', async ({ page }) => {
    await page.goto('/superadmin/tareas');
    await page.getByText('Bienvenida y onboarding', { exact: true }).click();
    await page.getByRole('heading', { name: 'Tarea: Bienvenida y onboarding' }).waitFor();
    await confirmDelete(page);
    await expect(
      page.getByText(
        /^No se puede eliminar esta tarea porque \d+ usuarios? la tienen? pendiente\./,
      ),
    ).toBeVisible();
  });
});

test.describe('tour de nuevas funcionalidades', () => {
  signedInAs('superadmin');

  test('the tours open with their modals, steps and measures', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two pages and four axe runs
    await page.goto('/superadmin/tareas/tour');
    // A worker's first page parses the app cold: wait for it as long as the test may take.
    const heading = page.getByRole('heading', { level: 1, name: 'Tour de nuevas funcionalidades' });
    await heading.waitFor();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      // One line per tour on a phone, a link to it.
      await expect(
        page.getByRole('link', { name: /^Recorrido del campus para docentes/ }).first(),
      ).toHaveAttribute('href', /\/superadmin\/tareas\/tour\/\d+$/);
      await expectAccessible(page);
    });
    await page
      .getByText(/^Recorrido del campus para docentes/)
      .first()
      .click();
    const expectTour = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tour: Recorrido del campus para docentes' }),
      ).toBeVisible();
      for (const [section, text] of [
        ['Modales', '¡Todo listo!'],
        ['Pasos', 'Tus clases'],
        ['Medidas', 'Junto al elemento'],
      ] as const) {
        await expect(
          page.getByRole('region', { name: section }).getByText(text).first(),
        ).toBeVisible();
      }
      await expectAccessible(page);
    };
    await expectTour();
    await atPhoneWidth(page, expectTour);
  });

  test("a step's and a modal's texts are edited in dialogs, the step's screens in order", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // a search, two dialogs, a refusal, two saves and the create page
    const run = `${testInfo.parallelIndex}${testInfo.retry}${Date.now() % 10000}`;
    await page.goto('/superadmin/tareas/tour');
    await searchList(page, 'avance curricular');
    await page.getByText('Novedades del avance curricular', { exact: true }).click();
    const steps = page.getByRole('region', { name: 'Pasos' });
    await expect(steps.getByRole('row').nth(2)).toContainText('tour-historial-notas');

    await steps.getByRole('button', { name: 'Editar paso 2' }).click();
    const step = page.getByRole('dialog', { name: /^Paso 2: / });
    await step.getByRole('textbox', { name: 'Título' }).fill(`Tus notas ${run}`);
    await step.getByRole('spinbutton', { name: 'Ancho mínimo de pantalla (px)' }).fill('2000');
    await step.getByRole('spinbutton', { name: 'Ancho máximo de pantalla (px)' }).fill('1000');
    await step.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      step.getByText('El ancho máximo no puede ser menor que el ancho mínimo.'),
    ).toBeVisible();
    await expect(step.getByRole('textbox', { name: 'Título' })).toHaveValue(`Tus notas ${run}`);
    await expectAccessible(page);
    await step.getByRole('spinbutton', { name: 'Ancho mínimo de pantalla (px)' }).fill('0');
    await step.getByRole('spinbutton', { name: 'Ancho máximo de pantalla (px)' }).fill('3840');
    await step.getByRole('button', { name: 'Guardar' }).click();
    await expect(step).toBeHidden();
    await expect(steps.getByRole('row').nth(2)).toContainText(`Tus notas ${run}`);

    const modals = page.getByRole('region', { name: 'Modales' });
    await modals.getByRole('button', { name: 'Editar modal de bienvenida' }).click();
    const modal = page.getByRole('dialog', { name: 'Modal de bienvenida' });
    await modal.getByRole('textbox', { name: 'Título' }).fill(`Tu avance, renovado ${run}`);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Modal actualizado')).toBeVisible();
    await expect(modals.getByRole('row').nth(1)).toContainText(`Tu avance, renovado ${run}`);

    await page.getByRole('link', { name: 'Listar' }).click();
    await page.getByRole('link', { name: 'Crear' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo tour' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Código de configuración' })).toBeVisible();
    await expectAccessible(page);
  });
});
