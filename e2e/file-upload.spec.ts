import type { Page } from '@playwright/test';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

signedInAs('alumno');

// Each documentation page shows its demo twice; the light preview is enough here.
const lightPreview = (page: Page) => page.getByRole('region', { name: 'Modo claro' });

/** A real PNG of the given size, drawn by the browser itself. */
async function pngBuffer(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#2f5d8a';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f2c14e';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

test('carga-de-archivos refuses a wrong type and a too large file with the spec messages', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/carga-de-archivos');
  const field = lightPreview(page).getByRole('group', { name: 'Constancia de estudios' });
  const input = field.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'notas.docx',
    mimeType: 'application/msword',
    buffer: Buffer.from('hola'),
  });
  await expect(field.getByRole('alert')).toHaveText('El archivo es de un formato no permitido.');

  const large = Buffer.alloc(2 * 1024 * 1024 + 1);
  await input.setInputFiles({ name: 'constancia.pdf', mimeType: 'application/pdf', buffer: large });
  const expectRefused = async () => {
    await expect(field.getByRole('alert')).toHaveText('El archivo excede el tamaño permitido.');
    await expectAccessible(page);
  };
  await expectRefused();
  await atPhoneWidth(page, expectRefused);

  const small = Buffer.from('%PDF-1.4');
  await input.setInputFiles({ name: 'constancia.pdf', mimeType: 'application/pdf', buffer: small });
  await expect(field.getByRole('listitem')).toContainText('constancia.pdf');
  await expect(field.getByRole('alert')).toHaveCount(0);
});

test('foto-de-perfil goes pick -> crop -> finished with a 164 x 164 photo', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/foto-de-perfil');
  const field = lightPreview(page).getByRole('group', { name: 'Foto de perfil', exact: true });
  await expect(field.getByRole('button', { name: 'Elegir foto' })).toBeVisible();

  const buffer = await pngBuffer(page, 300, 200);
  await field
    .locator('input[type="file"]')
    .setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer });

  const area = field.getByRole('application', { name: 'Área de recorte' });
  await expect(area).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  const expectCropping = async () => {
    await expect(area).toBeFocused();
    await expect(field.getByRole('slider', { name: 'Acercamiento' })).toHaveAttribute(
      'aria-valuetext',
      '110 %',
    );
    await expectAccessible(page);
  };
  await expectCropping();
  await atPhoneWidth(page, expectCropping);

  await field.getByRole('button', { name: 'Recortar' }).click();
  const photo = field.getByRole('img', { name: 'Foto de perfil recortada' });
  await expect(photo).toBeVisible();
  const natural = await photo.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(natural).toEqual([164, 164]);
  await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(field.getByRole('button', { name: 'Cambiar foto' })).toBeFocused();
});

test('zona-cv refuses a CV over 5MB and clears it with "Inténtalo nuevamente"', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/documentacion/zona-cv');
  const field = lightPreview(page).getByRole('group', { name: 'Curriculum Vitae' });
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 1);
  await field
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer });
  const expectRefused = async () => {
    await expect(field.getByRole('alert')).toHaveText('El archivo no puede ser mayor a 5MB');
    await expect(field.getByRole('button', { name: 'Inténtalo nuevamente' })).toBeVisible();
    await expectAccessible(page);
  };
  await expectRefused();
  await atPhoneWidth(page, expectRefused);
  await field.getByRole('button', { name: 'Inténtalo nuevamente' }).click();
  await expect(field.getByRole('alert')).toHaveCount(0);
  await expect(field.getByText('cv.pdf')).toHaveCount(0);
});
