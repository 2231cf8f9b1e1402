import { readFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { searchList } from './support/adminList';
import { chooseOption } from './support/chooseOption';
import { atPhoneWidth } from './support/phone';
import { dbFile } from './support/run';
import { expect, signedInAs, test } from './support/test';
import { goInApp } from './support/navigation';

/**
 * Chooses `option` in the select labelled `label`, opened from the keyboard (a phone's emulated
 * touch does not open MUI's select on a click), and waits for its list to close.
 */
const choose = async (page: Page, label: string, option: string) => {
  await chooseOption(
    page.getByRole('combobox', { name: label }),
    page.getByRole('option', { name: option, exact: true }),
    'Enter',
  );
  await expect(page.getByRole('listbox')).toBeHidden();
};

/** Clicks 'Exportar CSV' and answers the downloaded file's name and text. */
const exportCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
};

// issue 9: the /admin react-admin app of admin-type users.
test.describe('tutoriales y guías', () => {
  signedInAs('colaborador');

  test('the list and a tutorial’s edit page open inside the shell', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/admin/tutoriales-guias');
    const heading = page.getByRole('heading', { level: 1, name: 'Tutoriales y guías' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(/Tutoriales y guías/);
    await expectAccessible(page);
    await searchList(page, 'asistencia');
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      // One line per tutorial on a phone, a link to its edit page.
      await expect(
        page.getByRole('link', { name: /^Cómo registrar la asistencia de tu clase/ }).first(),
      ).toHaveAttribute('href', /\/admin\/tutoriales-guias\/\d+$/);
      await expectAccessible(page);
    });
    await page.getByText('Cómo registrar la asistencia de tu clase').first().click();
    await expect(page).toHaveURL(/\/admin\/tutoriales-guias\/\d+$/);
    const title = page.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue('Cómo registrar la asistencia de tu clase');
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(title).toHaveValue('Cómo registrar la asistencia de tu clase');
      await expectAccessible(page);
    });
  });

  test('an admin creates, edits and deletes a tutorial', async ({
    page,
    expectAccessible,
  }, info) => {
    test.slow(); // four pages, a refused save, a dialog and two axe runs
    const titulo = `Tutorial de prueba ${info.parallelIndex}-${info.retry}-${Date.now() % 100000}`;
    await page.goto('/admin/tutoriales-guias/create');
    await page.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await choose(page, 'Tipo', 'Tutorial en video');
    await choose(page, 'Dirigido a', 'Docentes');
    await page.getByRole('textbox', { name: 'Enlace' }).fill('https://videos.example/clase');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    // spec §5: videos only from YouTube or Vimeo; what was typed stays.
    await expect(page.getByText('Solo se permiten links de Youtube o Vimeo.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo);
    await page.getByRole('textbox', { name: 'Enlace' }).fill('https://vimeo.com/761234567');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/tutoriales-guias(\?.*)?$/);

    await searchList(page, titulo);
    await page.getByText(titulo).click();
    await choose(page, 'Dirigido a', 'Todos los usuarios');
    await page.getByRole('checkbox', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/tutoriales-guias(\?.*)?$/);
    const row = page.getByRole('row', { name: new RegExp(titulo) });
    await expect(row).toContainText('Todos los usuarios');

    await row.getByText(titulo).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/tutoriales-guias(\?.*)?$/);
    await expect(page.getByRole('row', { name: new RegExp(titulo) })).toHaveCount(0);
  });
});

test.describe('reportes', () => {
  signedInAs('colaborador');

  test('the onboarding report filters by state, draws its chart and exports the whole report', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // a filter, a search and an export, each a round of the report
    await page.goto('/admin/reportes/onboarding');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reporte de onboarding' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /Gráfico de barras apiladas/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resumen por sede' })).toBeAttached();
    await expectAccessible(page);

    await choose(page, 'Estado', 'Con tareas pendientes');
    await expect(page).toHaveURL(/PENDIENTE/);
    const rows = page.getByRole('row').filter({ hasText: 'Con tareas pendientes' });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Completado' })).toHaveCount(0);
    // The student signing in for the first time has the onboarding and its eight steps ahead.
    await searchList(page, 'alumno.nuevo', 'Buscar estudiante');
    await expect(page.getByRole('cell', { name: 'alumno.nuevo', exact: true })).toBeVisible();

    const { name, text } = await exportCsv(page);
    expect(name).toMatch(/^reporte-onboarding-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFUsuario,Estudiante,Marca,Sede,Programa,Ciclo,Tareas completadas,Tareas pendientes,Tareas omitidas,Avance (%),Estado',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^alumno\.nuevo,.+,0,9,0,0,Con tareas pendientes$/);
  });

  test('the curriculum report narrows by brand and cycle and exports it', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two filters and an export, each a round of the report
    await page.goto('/admin/reportes/cv');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reporte de avance curricular' }),
    ).toBeVisible();
    await expect(page.getByText(/los cursos que el estudiante aprobó/)).toBeVisible();
    await choose(page, 'Marca', 'Instituto Tecnológico Horizonte');
    await choose(page, 'Ciclo', 'Ciclo III');
    await expect(page).toHaveURL(/CIII/);
    await expect(page.getByRole('img', { name: /avance promedio del plan/ })).toBeVisible();
    const student = page.getByText('Lucía Quispe Huamán').first();
    await expect(student).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      // One entry per student on a phone.
      await expect(page.getByRole('img', { name: /avance promedio del plan/ })).toBeVisible();
      await expect(student).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
      await expectAccessible(page);
    });

    const { text } = await exportCsv(page);
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFUsuario,Estudiante,Marca,Sede,Programa,Ciclo,Créditos aprobados,Créditos en curso,Créditos del plan,Avance del plan (%)',
    );
    expect(lines).toContain(
      'alumno,Lucía Quispe Huamán,HZT,Sede Lima Norte,Desarrollo de Software,Ciclo III,15,15,57,26.3',
    );
    expect(lines.every((line) => line.includes(',HZT,') && line.includes(',Ciclo III,'))).toBe(
      true,
    );
  });
});

test.describe('reporte de trámites', () => {
  signedInAs('colaborador');

  test('the procedures report counts what the database holds, by state, and exports it with its accents', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // a grouping, a search and an export, each a round of the report
    // The demo student's requests filed in the current period, straight from the run's database.
    const db = new DatabaseSync(dbFile, { readOnly: true });
    const { filed } = db
      .prepare(
        `SELECT count(*) AS filed FROM procedure_requests r JOIN users u ON u.id = r.requester_id
          JOIN periods pe ON pe.is_current = 1
          WHERE u.username = 'alumno'
            AND date((r.filed_at - 18000000) / 1000, 'unixepoch') BETWEEN pe.starts_on AND pe.ends_on`,
      )
      .get() as { filed: number };
    db.close();

    await page.goto('/admin/reportes/tramites');
    const heading = page.getByRole('heading', { level: 1, name: 'Reporte de trámites' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resumen por tipo de trámite' })).toBeAttached();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expect(page.getByRole('table', { name: 'Resumen por tipo de trámite' })).toBeAttached();
      await expectAccessible(page);
    });
    await choose(page, 'Agrupar por', 'Estado');
    const chart = page.getByRole('img', { name: /solicitudes resueltas y en proceso/ });
    await expect(chart).toBeVisible();
    await searchList(page, 'Lucía Quispe Huamán', 'Buscar solicitante');
    const count = page.getByText(`${filed} solicitudes`);
    await expect(count).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(chart).toBeVisible();
      await expect(count).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
      await expectAccessible(page);
    });

    const { name, text } = await exportCsv(page);
    expect(name).toMatch(/^reporte-tramites-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFFecha de registro,Trámite,Área,Estado,Usuario,Solicitante,Sede,Programa,Días en resolverse,Días objetivo,A tiempo',
    );
    expect(lines).toHaveLength(filed);
    expect(lines.every((line) => line.includes(',alumno,Lucía Quispe Huamán,'))).toBe(true);
  });
});

for (const role of ['asistente', 'alumno'] as const) {
  test.describe(`/admin for ${role}`, () => {
    signedInAs(role);

    test('is refused by the campus and by the API', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await goInApp(page, '/admin/reportes/onboarding');
      await expect(page).toHaveURL(/\/$/);
      const status = await page.evaluate(async () => {
        const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
        const response = await fetch('/api/main/reporte/listar?tipo=ONBOARDING', {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.status;
      });
      expect(status).toBe(403);
    });
  });
}
