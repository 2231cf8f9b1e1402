import type { Browser, Page } from '@playwright/test';
import { storageStatePath, type Role } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 40: the teacher declares their week for the next period from their programming page
// (spec §5: saving without changes only warns); the coordinator finds it on
// /admin/disponibilidad-docente, which a collaborator without ADMDISPO is refused; the
// coordinator creates the next period's process for a campus without one.
// axe-core on every page and dialog, at 1280 and at 375 px.

signedInAs('docente');

async function pageOf(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  return context.newPage();
}

test('a teacher declares their week and the coordinator reads it; a process is created', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow(); // three accounts, four pages and a dialog

  // The teacher's week, on their programming page.
  await page.goto('/docentes/programacion-docente');
  const section = page.getByRole('region', { name: /^Tu disponibilidad para el periodo/ });
  await expect(section).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Editar disponibilidad' }).click();
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('No se encontraron cambios que guardar.')).toBeVisible();
  const saturday = section.getByRole('button', { name: 'sábado 21:00' });
  const before = await saturday.getAttribute('aria-pressed');
  await saturday.click();
  await expect(saturday).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó tu disponibilidad.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Editar disponibilidad' })).toBeVisible();
  const week = section.getByRole('table', { name: 'Tu disponibilidad semanal' });
  const lastRow = week
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '21:00' }) });
  const declared = before === 'true' ? 'No disponible' : 'Disponible';
  await expect(lastRow.getByRole('cell').last()).toHaveText(declared);

  // The coordinator finds the teacher and reads the same week.
  const coordinator = await pageOf(browser, 'colaborador');
  await coordinator.goto('/admin/disponibilidad-docente');
  await expect(
    coordinator.getByRole('heading', { level: 1, name: 'Disponibilidad docente' }),
  ).toBeVisible();
  await coordinator.getByRole('textbox', { name: 'Buscar docente' }).fill('Jorge Ramírez');
  const teachers = coordinator.getByRole('table', { name: 'Docentes' });
  await expect(teachers.getByRole('row')).toHaveCount(2);
  await expectAccessible(coordinator);
  await atPhoneWidth(coordinator, () => expectAccessible(coordinator));
  await coordinator
    .getByRole('button', { name: 'Ver disponibilidad de Jorge Ramírez Salazar' })
    .click();
  const read = coordinator.getByRole('table', { name: 'Disponibilidad de Jorge Ramírez Salazar' });
  const readRow = read
    .getByRole('row')
    .filter({ has: coordinator.getByRole('rowheader', { name: '21:00' }) });
  await expect(readRow.getByRole('cell').last()).toHaveText(declared);
  await expect(read.getByRole('button')).toHaveCount(0);
  await expectAccessible(coordinator);
  await atPhoneWidth(coordinator, () => expectAccessible(coordinator));

  // A collaborator without ADMDISPO is refused, on screen and by the API.
  const psychologist = await pageOf(browser, 'psicologo');
  const refused = psychologist.waitForResponse((response) =>
    response.url().includes('/programaciondocente/disponibilidad'),
  );
  await psychologist.goto('/admin/disponibilidad-docente');
  expect((await refused).status()).toBe(403);
  await expect(
    psychologist.getByText('No tienes el permiso para ver la disponibilidad docente.'),
  ).toBeVisible();
  await expectAccessible(psychologist);
  await psychologist.context().close();

  // The coordinator creates the next period's process for the campus without one.
  await coordinator.goto('/admin/programacion-docente/configuracion');
  await coordinator.getByRole('button', { name: 'Nuevo proceso' }).click();
  const dialog = coordinator.getByRole('dialog', { name: 'Nuevo proceso de programación' });
  await dialog.getByRole('combobox', { name: /Sede/ }).click();
  await coordinator.getByRole('option', { name: /^Sede Arequipa/ }).click();
  await dialog.getByRole('combobox', { name: /^Programa 1/ }).click();
  await coordinator
    .getByRole('option', { name: /\(HZT\)$/ })
    .first()
    .click();
  await dialog.getByLabel(/Fecha de apertura/).fill('2026-12-01');
  await dialog.getByLabel(/Fecha de cierre/).fill('2027-02-28');
  await dialog.getByRole('spinbutton', { name: /Máximo de horas semanales/ }).fill('20');
  await dialog.getByRole('spinbutton', { name: /Descanso mínimo/ }).fill('0');
  await expectAccessible(coordinator);
  await atPhoneWidth(coordinator, () => expectAccessible(coordinator));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(coordinator.getByText('Se creó el proceso de programación.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(coordinator.getByRole('row').filter({ hasText: 'Sede Arequipa' })).toHaveCount(1);
  await coordinator.context().close();
});
