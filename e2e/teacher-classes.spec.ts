import { readFile } from 'node:fs/promises';
import { PASSWORD } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 16: the teacher's classes, a section's roster, sessions and evaluations, and their
// programming.

signedInAs('docente');

test.describe('mis clases', () => {
  test('the teacher opens a class: its roster (exported as CSV), sessions, evaluations and the history of its course', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/docentes/cursos');
    const expectClasses = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Mis clases' })).toBeVisible();
      await expect(page.getByText(/^Periodo /)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Ver clase / }).first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectClasses();
    await atPhoneWidth(page, expectClasses);

    await page
      .getByRole('link', { name: /^Ver clase / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/docentes\/cursos\/[a-z0-9-]+-\d+\/\d{4}-[IV]+$/);
    const roster = page.getByRole('region', { name: 'Estudiantes de la clase' });
    const expectRoster = async () => {
      await expect(roster.getByText(/%$/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Descargar lista (CSV)' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectRoster();
    await atPhoneWidth(page, expectRoster);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar lista (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFCódigo,Estudiante,Asistencia (%),Faltas,Estado,Promedio')).toBe(
      true,
    );

    await page.getByRole('tab', { name: 'Sesiones' }).click();
    await expect(page).toHaveURL(/vista=sesiones/);
    const expectSessions = async () => {
      await expect(page.getByRole('region', { name: 'Sesiones de la clase' })).toBeVisible();
      await expect(page.getByText('Dictada').first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectSessions();
    await atPhoneWidth(page, expectSessions);

    await page.getByRole('tab', { name: 'Evaluaciones' }).click();
    const expectEvaluations = async () => {
      await expect(page.getByRole('heading', { name: 'Plan de evaluación' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectEvaluations();
    await atPhoneWidth(page, expectEvaluations);

    await page.getByRole('tab', { name: 'Historial' }).click();
    const period = page.getByRole('link', { name: /^Ver el periodo / }).first();
    await atPhoneWidth(page, async () => {
      await period.click({ trial: true });
    });
    await period.click();
    await expect(page).toHaveURL(/\/historial\/\d{4}-[IV]+-\d+$/);
    const expectPeriod = async () => {
      await expect(page.getByText(/^Historial del periodo /)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Estudiantes del periodo' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectPeriod();
    await atPhoneWidth(page, expectPeriod);
    await page.getByRole('link', { name: 'Volver a la clase' }).click();
    await expect(page.getByRole('tab', { name: 'Historial', selected: true })).toBeVisible();
  });

  test('a class that is not the teacher’s says so', async ({ page }) => {
    await page.goto('/docentes/cursos/base-de-datos-999999/2026-II');
    await expect(page.getByText('No encontramos esta clase entre las tuyas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mis clases' })).toBeVisible();
  });

  test('the teacher’s programming, on home and on its pages, the hours outside class and the regulations', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const home = page.getByRole('tabpanel');
    const expectHome = async () => {
      await expect(home.getByText(/h de clase y .* h fuera de clase por semana\.$/)).toBeVisible();
      await expect(home.getByRole('link', { name: 'Ver mi programación' })).toBeVisible();
    };
    await expectHome();
    await atPhoneWidth(page, expectHome);
    await home.getByRole('link', { name: 'Ver mi programación' }).click();
    const expectProgramming = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Programación docente' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Clases programadas' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectProgramming();
    await atPhoneWidth(page, expectProgramming);
    await page.getByRole('link', { name: 'Ver horas programadas fuera de clase' }).click();
    const expectHours = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Horas programadas' }),
      ).toBeVisible();
      await expect(page.getByText('Tutoría a estudiantes del ciclo')).toBeVisible();
      await expectAccessible(page);
    };
    await expectHours();
    await atPhoneWidth(page, expectHours);

    // The regulations for teachers, read (not accepted: the demo teacher's state is shared).
    await page.goto('/docentes/reglamentos');
    await page.getByRole('button', { name: 'Leer Reglamento docente' }).click();
    const expectRegulation = async () => {
      await expect(page.getByText(/^Versión \d+ · publicada el /).first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectRegulation();
    await atPhoneWidth(page, expectRegulation);
  });

  test('a teacher without programming is told so', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('docente.nuevo');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Newly hired, the flow shows them the induction first; then they may go on (spec §4).
    await expect(page).toHaveURL(/\/docentes\/induccion$/);
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(
      page.getByRole('tabpanel').getByText('No hay programación disponible.'),
    ).toBeVisible();
    await page.goto('/docentes/programacion-docente');
    await expect(page.getByText('No hay programación disponible.')).toBeVisible();
    await context.close();
  });
});
