import type { Locator } from '@playwright/test';
import { type Role } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// What each demo account must find in its server-driven sidebar (spec §2 'Menu and shell').
const menus: Record<Role, { items: string[]; scheduleItem: string }> = {
  alumno: {
    items: ['Inicio', 'Mis cursos', 'Avance curricular', 'Cursos finalizados', 'Encuestas'],
    scheduleItem: 'Mi horario',
  },
  docente: { items: ['Inicio', 'Clases'], scheduleItem: 'Programación' },
  colaborador: { items: ['Inicio', 'Trámites', 'Reportes'], scheduleItem: 'Publicación' },
  psicologo: { items: ['Inicio', 'Orientación psicológica'], scheduleItem: 'Publicación' },
  superadmin: { items: ['Inicio', 'Configuración'], scheduleItem: 'Publicación' },
  // Without the admin-type flag, no /admin entry.
  asistente: { items: ['Inicio'], scheduleItem: 'Publicación' },
};

for (const [role, expected] of Object.entries(menus) as [Role, (typeof menus)[Role]][]) {
  test.describe(`${role}: menu and bottom bar`, () => {
    signedInAs(role);

    test(`the sidebar lists the ${role} menu; a phone's bottom bar opens it in a drawer`, async ({
      page,
      expectAccessible,
    }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      for (const item of expected.items) {
        await expect(nav.getByText(item, { exact: true }).first()).toBeVisible();
      }
      await expect(nav.getByText(expected.items[0], { exact: true }).first()).toBeVisible();
      await expectAccessible(page);

      await atPhoneWidth(page, async () => {
        const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
        for (const label of ['Inicio', expected.scheduleItem, 'Mi cuenta', 'Menú']) {
          await expect(
            bar.getByRole('button', { name: label }).or(bar.getByRole('link', { name: label })),
          ).toBeVisible();
        }
        await bar.getByRole('button', { name: 'Menú' }).click();
        for (const item of expected.items) {
          await expect(nav.getByText(item, { exact: true }).first()).toBeVisible();
        }
        await expect(nav.getByText('Cerrar sesión')).toBeVisible();
        await expectAccessible(page);
      });
    });
  });
}

/**
 * Clicks an entry of a sidebar folder that has just opened, once the opening has uncovered it. A
 * folder opens with a height transition: its entries already stand where they will stay, so
 * Playwright finds them visible and stable while they are still clipped, and a click at an
 * entry near the folder's end reached the sidebar under it: nothing navigated and the test stayed
 * on home. The intersection ratio counts that clipping.
 */
async function clickOnceUncovered(entry: Locator) {
  await expect(entry).toBeInViewport({ ratio: 1 });
  await entry.click();
}

test.describe('student menu folders', () => {
  signedInAs('alumno');

  test('the Mis cursos folder opens by keyboard and lists the courses of each programme', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    const folder = nav.getByRole('button', { name: 'Mis cursos' });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await folder.focus();
    await page.keyboard.press('Enter');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');

    // issue 32: grades are found from the menu, at the end of each programme's courses.
    await clickOnceUncovered(nav.getByRole('button', { name: 'Desarrollo de Software' }));
    await clickOnceUncovered(nav.getByRole('link', { name: 'Historial de notas' }).first());
    await expect(page).toHaveURL(/\/avance-curricular\/historial-notas\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de notas' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);
  });
});
