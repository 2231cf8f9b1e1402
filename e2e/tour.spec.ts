import type { Page } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 35 (spec §4 Tour): a student replays the students' tour from the header's help button,
// through the welcome modal, each step anchored to what it describes, to 'Listo' and the finish
// modal; at 375 px the phone's steps, with an early close answered by the omit modal. `alumno`
// has no copy of the tour's task, so replaying it changes nothing other specs would notice.

signedInAs('alumno');

const TOUR = 'Recorrido del campus para estudiantes';

// The seeded steps (mocks/seed/tourSeeds.ts): title and the data-tour of what each describes.
const MENU = ['Tu menú', 'tour-menu-lateral'] as const;
const PHONE_MENU = ['Tu menú en el celular', 'tour-barra-inferior'] as const;
const COURSES = ['Mis cursos', 'tour-mis-cursos'] as const;
const REST = [
  ['Mi horario', 'tour-mi-horario'],
  ['Notificaciones', 'tour-notificaciones'],
  ['Ayuda', 'tour-ayuda'],
] as const;

async function replayFromHelp(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ayuda y novedades' }).click();
  await page.getByRole('menuitem', { name: new RegExp(TOUR) }).click();
  const welcome = page.getByRole('dialog', { name: '¡Conoce tu nuevo campus!' });
  await expect(welcome).toBeVisible();
  return welcome;
}

/** The step named `title`: it has the focus, says where it is, and its element is on the page. */
async function expectStep(
  page: Page,
  [title, anchor]: readonly [string, string],
  number: number,
  total: number,
) {
  const step = page.getByRole('dialog', { name: title, exact: true });
  await expect(step).toBeVisible();
  await expect(step).toBeFocused();
  await expect(step.getByText(`Paso ${number} de ${total}`, { exact: true })).toBeVisible();
  // Screen readers hear the step's number and title as it opens.
  await expect(step.getByRole('status')).toHaveText(`Paso ${number} de ${total}: ${title}`);
  const ringed = await page.locator(`[data-tour="${anchor}"]`).filter({ visible: true }).count();
  expect(ringed).toBe(1);
  return step;
}

test.describe('guided tour', () => {
  test('a student replays the tour from the help button to Listo, each step beside its element', async ({
    page,
    expectAccessible,
  }) => {
    const welcome = await replayFromHelp(page);
    await expectAccessible(page);
    await welcome.getByRole('button', { name: 'Ver más' }).click();

    const menu = await expectStep(page, MENU, 1, 5);
    await expectAccessible(page);
    // spec §3 measures: from 1280 px the pop-up sits to the right of the sidebar it describes.
    const sidebar = await page.getByRole('navigation', { name: 'Menú principal' }).boundingBox();
    const popup = await menu.boundingBox();
    expect(popup!.x).toBeGreaterThanOrEqual(sidebar!.x + sidebar!.width);

    // Issue 54: 'Anterior' goes back a step; the first step has none.
    await expect(menu.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Continuemos' }).click();
    const second = await expectStep(page, COURSES, 2, 5);
    await second.getByRole('button', { name: 'Anterior' }).click();

    let step = await expectStep(page, MENU, 1, 5);
    for (const [index, title] of [COURSES, ...REST].entries()) {
      await step.getByRole('button', { name: 'Continuemos' }).click();
      step = await expectStep(page, title, index + 2, 5);
    }
    await step.getByRole('button', { name: 'Listo' }).click();

    const finish = page.getByRole('dialog', { name: '¡Listo!' });
    await expect(finish).toBeVisible();
    await expectAccessible(page);
    await finish.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ayuda y novedades' })).toBeFocused();
  });

  test('at 375 px the phone steps play, and an early close asks through the omit modal', async ({
    page,
    expectAccessible,
  }) => {
    await atPhoneWidth(page, async () => {
      const welcome = await replayFromHelp(page);
      await expectAccessible(page);
      await welcome.getByRole('button', { name: 'Ver más' }).click();

      const bar = await expectStep(page, PHONE_MENU, 1, 5);
      await expectAccessible(page);
      await bar.getByRole('button', { name: 'Continuemos' }).click();
      const courses = await expectStep(page, COURSES, 2, 5);

      await page.keyboard.press('Escape');
      const omit = page.getByRole('dialog', { name: '¿Quieres saltar el recorrido?' });
      await expect(omit).toBeVisible();
      await expectAccessible(page);
      await omit.getByRole('button', { name: 'Continuar recorrido' }).click();
      await expect(courses).toBeFocused();

      let step = courses;
      for (const [index, title] of REST.entries()) {
        await step.getByRole('button', { name: 'Continuemos' }).click();
        step = await expectStep(page, title, index + 3, 5);
      }
      await expectAccessible(page);
      await step.getByRole('button', { name: 'Listo' }).click();
      const finish = page.getByRole('dialog', { name: '¡Listo!' });
      await expectAccessible(page);
      await finish.getByRole('button', { name: 'Entendido' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('closing the welcome modal omits the tour after asking', async ({ page }) => {
    const welcome = await replayFromHelp(page);
    await welcome.getByRole('button', { name: 'Cerrar' }).click();
    const omit = page.getByRole('dialog', { name: '¿Quieres saltar el recorrido?' });
    await omit.getByRole('button', { name: 'Saltar recorrido' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ayuda y novedades' }).click();
    await expect(
      page.getByRole('menuitem', { name: new RegExp(`${TOUR}\\s*Pendiente`) }),
    ).toBeVisible();
  });
});
