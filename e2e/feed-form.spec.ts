import type { Page } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { PNG } from './support/uploads';
import { expect, test } from './support/test';

// issue 12: the collaborator's post form: every spec §5 message for its bad input, a photo post
// and a scheduled video post pinned for students, then an edit.

test.use({ storageState: storageStatePath('colaborador') });

async function openForm(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crear publicación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear publicación' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRequired(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Texto de la publicación/ }).fill(text);
  await dialog.getByRole('combobox', { name: /Área encargada/ }).click();
  await page.getByRole('option', { name: 'Comunicaciones' }).click();
  await dialog.getByRole('checkbox', { name: 'Estudiantes' }).check();
  await dialog.getByRole('combobox', { name: 'División' }).click();
  await page.getByRole('option', { name: 'Instituto Tecnológico Horizonte' }).click();
  // Close the list without Escape, which would close the form.
  await dialog.getByRole('heading', { name: /publicación/ }).click();
}

test('every rule of the post form says what is wrong, and Publicar waits for a valid form', async ({
  page,
  expectAccessible,
}) => {
  const dialog = await openForm(page);
  const publish = dialog.getByRole('button', { name: 'Publicar' });
  await expect(publish).toBeDisabled();
  // Required fields say so before anyone fails them, and the disabled button says why (issue 32).
  await expect(dialog.getByRole('combobox', { name: /División/ })).toHaveJSProperty(
    'required',
    true,
  );
  await expect(publish).toHaveAccessibleDescription(
    'Completa los campos obligatorios (*) para publicar.',
  );
  const text = dialog.getByRole('textbox', { name: /Texto de la publicación/ });
  await text.fill('Hola');
  await expect(dialog.getByText('El mínimo de caracteres que debes ingresar es 5')).toBeVisible();
  await text.fill('');
  await expect(dialog.getByText('El campo es requerido.').first()).toBeVisible();

  await dialog.getByRole('radio', { name: 'Video' }).check();
  const video = dialog.getByRole('textbox', { name: /Link del video/ });
  await video.fill('no es un link');
  await expect(dialog.getByText('No cumple con el formato de link.')).toBeVisible();
  await video.fill('https://www.dailymotion.com/video/x8abc');
  await expect(dialog.getByText('Solo se permiten links de Youtube o Vimeo.')).toBeVisible();

  await dialog.getByRole('switch', { name: 'Agregar un documento' }).check();
  const button = dialog.getByRole('textbox', { name: /Texto del botón del documento/ });
  await button.fill('Ve');
  await expect(dialog.getByText('El mínimo de caracteres que debes ingresar es 3')).toBeVisible();
  await button.fill('b'.repeat(31));
  await expect(dialog.getByText('Has llegado al límite de caracteres.')).toBeVisible();

  await dialog.getByRole('switch', { name: /Filtro avanzado/ }).check();
  await expect(dialog.getByText('Elige al menos un valor del filtro avanzado.')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Fijar publicación' })).toBeDisabled();
  await expectAccessible(page);
  await expect(publish).toBeDisabled();
});

test('a collaborator publishes a photo post, then a scheduled video post pinned for students, and edits it', async ({
  page,
  expectAccessible,
}, testInfo) => {
  // Two posts, an edit and axe-core on each open dialog: over 30 s on a loaded CI machine.
  test.slow();
  const word = `F${testInfo.project.name}${testInfo.retry}${Date.now() % 100000}`;
  let dialog = await openForm(page);
  await fillRequired(page, `Afiche de la feria ${word} 🎉`);
  await dialog.getByRole('radio', { name: 'Foto' }).check();
  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: 'afiche.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByText(/Esta publicación llegará a \d+ personas?\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada satisfactoriamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The team's list leads with scheduled and pinned posts: the new one is found by its word.
  const search = page.getByRole('searchbox', { name: 'Buscar publicaciones' });
  await search.fill(word);
  await search.press('Enter');
  const photoPost = page.getByRole('article').filter({ hasText: `Afiche de la feria ${word}` });
  await expect(photoPost.getByRole('img', { name: 'Imagen de la publicación' })).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expect(photoPost.getByRole('img', { name: 'Imagen de la publicación' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear publicación' }).click({ trial: true });
  });

  dialog = await openForm(page);
  await fillRequired(page, `Video de la feria ${word}`);
  await dialog.getByRole('radio', { name: 'Video' }).check();
  await dialog
    .getByRole('textbox', { name: /Link del video/ })
    .fill('https://youtu.be/cAmPuS00009');
  // Tomorrow, same time: a scheduled post.
  await dialog.getByRole('button', { name: /Fecha de inicio/ }).click();
  const start = page.getByRole('dialog', { name: 'Fecha de inicio' });
  await start.locator('[role="gridcell"]:focus').press('ArrowRight');
  await page.keyboard.press('Enter');
  await start.getByRole('button', { name: 'Crear evento' }).click();
  await dialog.getByRole('switch', { name: 'Fijar publicación' }).check();
  await dialog.getByRole('button', { name: /Fijar hasta/ }).click();
  const end = page.getByRole('dialog', { name: 'Fijar hasta' });
  await end.locator('[role="gridcell"]:focus').press('ArrowRight');
  await page.keyboard.press('Enter');
  await end.getByRole('button', { name: 'Crear evento' }).click();
  const expectFilled = async () => {
    await expect(dialog.getByRole('switch', { name: 'Fijar publicación' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Publicar' })).toBeEnabled();
    await expect(
      dialog.getByText('Completa los campos obligatorios (*) para publicar.'),
    ).toHaveCount(0);
    await expectAccessible(page);
  };
  await expectFilled();
  await atPhoneWidth(page, expectFilled);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada satisfactoriamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  const videoPost = page.getByRole('article').filter({ hasText: `Video de la feria ${word}` });
  await expect(videoPost.getByText('Publicación programada')).toBeVisible();
  await expect(videoPost.getByText('Fijada para Estudiantes')).toBeVisible();
  await videoPost.getByRole('button', { name: 'Opciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar publicación' });
  await dialog
    .getByRole('textbox', { name: /Texto de la publicación/ })
    .fill(`Video de la feria ${word} (actualizado)`);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación actualizada satisfactoriamente')).toBeVisible();
  const updated = page
    .getByRole('article')
    .filter({ hasText: `Video de la feria ${word} (actualizado)` });
  await expect(updated).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expect(updated.getByText('Publicación programada')).toBeVisible();
    await updated
      .getByRole('button', { name: 'Opciones de la publicación' })
      .click({ trial: true });
  });
});
