import { readFile } from 'node:fs/promises';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 16: the teacher's trainings (in progress, finished with a certificate, paths, the
// mandatory ones), development line and 360° evaluation.

signedInAs('docente');

// Each page (or page and the one it leads to) is a test of its own, so they run side by side on
// both workers (issue 53); all read the seeded teacher's data, none changes it.

test('the teacher follows a training in progress', async ({ page, expectAccessible }) => {
  await page.goto('/docentes/capacitaciones/en-curso');
  const inProgress = page.getByRole('list', { name: 'Capacitaciones en curso' });
  const expectInProgress = async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Capacitaciones en curso' }),
    ).toBeVisible();
    await expect(inProgress.getByRole('progressbar').first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectInProgress();
  await atPhoneWidth(page, expectInProgress);

  await inProgress.getByRole('link', { name: /^Ver / }).first().click();
  await expect(page).toHaveURL(/\/docentes\/capacitaciones\/en-curso\/\d+$/);
  const expectTraining = async () => {
    await expect(page.getByRole('img', { name: /^Avance/ })).toBeVisible();
    await expect(
      page.getByText(/^\d+ de \d+ (módulo completado|módulos completados)$/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Módulos' })).toBeVisible();
    await expectAccessible(page);
  };
  await expectTraining();
  await atPhoneWidth(page, expectTraining);
});

test('the teacher pages through the finished trainings and downloads a certificate', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/docentes/capacitaciones/finalizadas');
  const finished = page.getByRole('list', { name: 'Capacitaciones finalizadas' });
  await expect(finished.getByText(/^Nota: /).first()).toBeVisible();
  // Twelve finished, six a page: the second page comes from the server.
  await page
    .getByRole('navigation', { name: 'Páginas de capacitaciones' })
    .getByRole('button', { name: /2/ })
    .click();
  const expectSecondPage = async () => {
    await expect(finished.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Páginas de capacitaciones' })).toBeVisible();
    await expectAccessible(page);
  };
  await expectSecondPage();
  await atPhoneWidth(page, expectSecondPage);
  await finished.getByRole('link', { name: /^Ver / }).first().click();
  await expect(page).toHaveURL(/\/docentes\/capacitaciones\/finalizadas\/\d+$/);
  await expect(page.getByText(/^Certificado N\.° CAP-/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar certificado' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^CAP-\d+-\d+\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(page.getByText(/^Certificado N\.° CAP-/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar certificado' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the teacher reads the development paths and one path’s trainings', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/docentes/capacitaciones/rutas-desarrollo');
  const route = page.getByRole('link', { name: 'Ver la ruta Didáctica para la educación técnica' });
  const expectRoutes = async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rutas de desarrollo' }),
    ).toBeVisible();
    await expect(route).toBeVisible();
    await expectAccessible(page);
  };
  await expectRoutes();
  await atPhoneWidth(page, expectRoutes);
  await route.click();
  await expect(page).toHaveURL(/\/rutas-desarrollo\/didactica-educacion-tecnica\/\d+$/);
  const expectRoute = async () => {
    await expect(
      page.getByRole('list', { name: 'Capacitaciones de la ruta' }).getByRole('article'),
    ).toHaveCount(3);
    await expectAccessible(page);
  };
  await expectRoute();
  await atPhoneWidth(page, expectRoute);
});

test('the teacher reads the mandatory trainings', async ({ page, expectAccessible }) => {
  await page.goto('/docentes/institucional/capacitacionessst');
  const expectMandatory = async () => {
    await expect(
      page.getByRole('article', { name: 'Primeros auxilios básicos' }).getByText('Sin iniciar'),
    ).toBeVisible();
    await expectAccessible(page);
  };
  await expectMandatory();
  await atPhoneWidth(page, expectMandatory);
});

test('the teacher reads their development line', async ({ page, expectAccessible }) => {
  await page.goto('/docentes/linea-desarrollo/informacion-general');
  const nav = page.getByRole('navigation', { name: 'Línea de desarrollo' });
  const expectGeneral = async () => {
    await expect(
      page.getByRole('heading', { level: 2, name: 'Docente en desarrollo' }),
    ).toBeVisible();
    await expect(page.locator('li[aria-current="step"]')).toContainText('Docente en desarrollo');
    await expect(page.getByRole('link', { name: /^Escríbenos a gestion\.docente@/ })).toBeVisible();
    await expect(nav).toBeVisible();
    await expectAccessible(page);
  };
  await expectGeneral();
  await atPhoneWidth(page, expectGeneral);

  await nav.getByRole('link', { name: 'Ruta de acompañamiento' }).click();
  const expectAccompaniment = async () => {
    await expect(page.getByRole('region', { name: 'Sesiones de acompañamiento' })).toBeVisible();
    await expect(page.getByText('Realizada').first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectAccompaniment();
  await atPhoneWidth(page, expectAccompaniment);

  await nav.getByRole('link', { name: 'Ruta formativa' }).click();
  const expectTrainingPath = async () => {
    await expect(
      page.getByRole('progressbar', { name: /^Avance de tu ruta formativa/ }),
    ).toBeVisible();
    await expectAccessible(page);
  };
  await expectTrainingPath();
  await atPhoneWidth(page, expectTrainingPath);
});

test('the teacher reads their 360° evaluation of two periods', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/docentes/evaluacion-360');
  const expectEvaluation = async () => {
    await expect(
      page.getByRole('img', {
        name: /^Gráfico de barras de tu evaluación 360° del periodo 2026-I/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resultados por dimensión' })).toContainText(
      'Clima de aula',
    );
    await expect(page.getByRole('combobox', { name: 'Periodo' })).toBeVisible();
    await expectAccessible(page);
  };
  await expectEvaluation();
  await atPhoneWidth(page, expectEvaluation);
  await page.getByRole('combobox', { name: 'Periodo' }).click();
  await page.getByRole('option', { name: '2025-II' }).click();
  await expect(page).toHaveURL(/periodo=2025-II/);
  await expect(page.getByRole('img', { name: /del periodo 2025-II/ })).toBeVisible();
});

test('the teacher reads the institute’s pages and downloads a directive', async ({
  page,
  expectAccessible,
}) => {
  for (const [path, title] of [
    ['/docentes/institucional/conocenos', 'Conócenos'],
    ['/docentes/guia-docente', 'Guía docente'],
    ['/docentes/induccion', 'Inducción docente'],
  ] as const) {
    await page.goto(path);
    const expectPage = async () => {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
    };
    await expectPage();
    await atPhoneWidth(page, expectPage);
  }
  await page.goto('/docentes/directivas');
  const directive = page.getByRole('button', {
    name: 'Descargar Directiva de evaluación del aprendizaje',
  });
  const [download] = await Promise.all([page.waitForEvent('download'), directive.click()]);
  expect(download.suggestedFilename()).toBe('DIR-ACA-001-v4.pdf');
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(directive).toBeVisible();
    await expectAccessible(page);
  });
});

test('the teacher alerts tutoring about a student', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await page.goto('/docentes/encuesta-alerta');
  const form = page.getByRole('form', { name: 'Registrar una alerta' });
  await form.getByRole('button', { name: 'Registrar alerta' }).click();
  const expectRequired = async () => {
    await expect(form.getByText('El campo es requerido.')).toHaveCount(4);
    await expectAccessible(page);
  };
  await expectRequired();
  await atPhoneWidth(page, expectRequired);

  await form.getByRole('combobox', { name: 'Clase' }).click();
  await page.getByRole('option').last().click();
  await form.getByRole('combobox', { name: 'Estudiante' }).click();
  // Each attempt (retry or repetition) alerts on another student, so no run meets its own open
  // alert.
  const students = page.getByRole('option');
  const attempt = testInfo.retry + (testInfo.project.retries + 1) * testInfo.repeatEachIndex;
  const offset = attempt * 4 + 1;
  await students.nth((await students.count()) - offset).click();
  await form.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Situación económica' }).click();
  await form.getByLabel('Comentario').fill('  Trabaja  ');
  await form.getByRole('button', { name: 'Registrar alerta' }).click();
  await expect(form.getByText('El mínimo de caracteres que debes ingresar es 10')).toBeVisible();
  await form.getByLabel('Comentario').fill('Trabaja de noche y se duerme en clase.');
  await form.getByRole('button', { name: 'Registrar alerta' }).click();
  await expect(
    page.getByText('Registramos tu alerta. El área de tutoría se comunicará con el estudiante.'),
  ).toBeVisible();
  await expect(form.getByLabel('Comentario')).toHaveValue('');
  const list = page.getByRole('region', { name: 'Alertas registradas' });
  const expectRegistered = async () => {
    await expect(list.getByText('Trabaja de noche y se duerme en clase.').first()).toBeVisible();
    await expectAccessible(page);
  };
  await expectRegistered();
  await atPhoneWidth(page, expectRegistered);
});
