import type { Page } from '@playwright/test';
import { chooseOption } from './support/chooseOption';
import { newcomer } from './support/newcomers';
import { atPhoneWidth } from './support/phone';
import { signInThroughApi } from './support/apiSignIn';
import { expect, test } from './support/test';

// issue 34: a new student (from Puno, issue 54) walks the onboarding step by step, leaves in the middle and resumes
// where they were, skips optional steps and finishes one later from the skipped list, accepts
// the directives on their page and comes back; an extension student gets the shorter variant.
// axe-core on every step, at 1280 px and at 375 px.

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

const choose = (page: Page, label: string, option: string) =>
  chooseOption(
    page.getByRole('combobox', { name: label, exact: true }),
    page.getByRole('option', { name: option, exact: true }),
  );

async function choosePlace(page: Page, department: string, province: string, district: string) {
  await choose(page, 'Departamento', department);
  await choose(page, 'Provincia', province);
  await choose(page, 'Distrito', district);
}

/** Accepts each directive in turn: each button leaves once its directive is accepted. */
async function acceptAllDirectives(page: Page) {
  const accept = page.getByRole('button', { name: /^Acepto la / });
  await expect(accept).toHaveCount(3);
  for (let left = 3; left > 0; left -= 1) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }
}

const save = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' }).click();

test('a new student completes the onboarding, resumes it and finishes a skipped step later', async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // eight steps, the directives page and the skipped list, each looked at twice
  // The flow takes a new student from the sign-in to their onboarding.
  await signInThroughApi(page, newcomer('ingresante', testInfo), '/', '/onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida al instituto' }),
  ).toBeVisible();
  const look = async (step: string) => {
    await expect(stepHeading(page, step)).toBeVisible();
    await expectAccessible(page);
  };

  // 1. Personal data: a refused value keeps everything typed, with the message under its field.
  await look('Datos personales');
  await atPhoneWidth(page, () => look('Datos personales'));
  const number = page.getByRole('textbox', { name: 'Número de documento' });
  await number.fill('1234');
  await page.getByLabel('Fecha de nacimiento').fill('2007-04-18');
  await choose(page, 'Estado civil', 'Soltero(a)');
  await save(page);
  await expect(page.getByText('No cumple con el formato.')).toBeVisible();
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('2007-04-18');
  await number.fill('71234500');
  await save(page);

  // 2. Contact, then the student leaves and comes back to the step they reached.
  await expect(stepHeading(page, 'Contacto y dirección')).toBeFocused();
  await look('Contacto y dirección');
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Jr. Los Cedros 318');
  // issue 54: every department leads to its districts, listed in Spanish alphabetical order.
  await page.getByRole('combobox', { name: 'Departamento', exact: true }).click();
  await expect(page.getByRole('option')).toHaveCount(25);
  await expect(page.getByRole('option').nth(1)).toHaveText('Áncash');
  await page.keyboard.press('Escape');
  await choosePlace(page, 'Puno', 'San Román', 'Juliaca');
  await save(page);
  await look('Contacto de emergencia');
  await page.goto('/');
  await page.goto('/onboarding');
  await look('Contacto de emergencia');
  await atPhoneWidth(page, () => look('Contacto de emergencia'));

  // 3. Emergency contact and school.
  await page.getByRole('textbox', { name: 'Nombres y apellidos' }).fill('Rosa Mamani Quispe');
  await choose(page, 'Parentesco', 'Madre');
  await page.getByRole('textbox', { name: 'Celular' }).fill('912345678');
  await save(page);
  await look('Estudios secundarios');
  await page
    .getByRole('textbox', { name: 'Institución educativa' })
    .fill('I.E. N.° 3042 Los Jazmines');
  await page.getByRole('radio', { name: 'Pública' }).check();
  await page.getByRole('textbox', { name: 'Año en que terminaste la secundaria' }).fill('2024');
  await save(page);

  // 4. The two optional steps are left for later.
  await look('Salud y discapacidad');
  await atPhoneWidth(page, () => look('Salud y discapacidad'));
  await page.getByRole('button', { name: 'Omitir por ahora' }).click();
  await look('Datos socioeconómicos');
  await page.getByRole('button', { name: 'Omitir por ahora' }).click();

  // 5. The directives are accepted on their own page, which leads back.
  await look('Leer las directivas');
  await expect(page.getByText('Tienes 3 directivas por leer y aceptar.')).toBeVisible();
  await page.getByRole('link', { name: 'Leer y aceptar las directivas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Directivas' })).toBeVisible();
  await acceptAllDirectives(page);
  await expect(page.getByText('Aceptaste todas las directivas.')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar con el onboarding' }).click();

  // 6. The photo is skipped too: only skipped steps are left.
  await look('Foto de perfil');
  await page.getByRole('button', { name: 'Omitir por ahora' }).click();
  await expect(
    page.getByRole('heading', { name: 'Completaste los pasos obligatorios.' }),
  ).toBeFocused();
  await expect(
    page.getByText('Te quedan 3 pasos que dejaste para después.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ver pasos omitidos' }).click();

  // 7. One skipped step is finished from the list.
  await expect(page.getByRole('heading', { level: 1, name: 'Pasos omitidos' })).toBeVisible();
  const complete = (titulo: string) =>
    page.getByRole('button', { name: `Completar ahora: ${titulo}` });
  const expectList = async () => {
    await expect(page.getByRole('button', { name: /^Completar ahora: / })).toHaveCount(3);
    await expectAccessible(page);
  };
  await expectList();
  await atPhoneWidth(page, expectList);
  await complete('Salud y discapacidad').click();
  await look('Salud y discapacidad');
  await page.getByRole('radio', { name: 'No' }).check();
  await choose(page, 'Seguro de salud', 'SIS');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Guardamos el paso «Salud y discapacidad».')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Completar ahora: / })).toHaveCount(2);
  await expect(complete('Salud y discapacidad')).toHaveCount(0);

  // Resumed later, the onboarding says only skipped steps are left.
  await page.goto('/onboarding');
  await expect(
    page.getByText('Te quedan 2 pasos que dejaste para después.', { exact: false }),
  ).toBeVisible();
});

test("an extension student's onboarding is the shorter one, and ends with the directives", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // three steps and the directives, each looked at twice: 27 s of its 30 on a busy CI
  // The flow sends them to the onboarding, whose career address sends them to theirs.
  await signInThroughApi(page, newcomer('extension', testInfo), '/', '/onboarding-extension');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida a tu curso de extensión' }),
  ).toBeVisible();
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Fecha de nacimiento').fill('1998-10-02');
  await choose(page, 'Estado civil', 'Casado(a)');
  await save(page);
  await expect(stepHeading(page, 'Contacto y dirección')).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expect(page.getByText('Paso 2 de 3')).toBeVisible();
    await expectAccessible(page);
  });
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Universitaria 1450');
  await choosePlace(page, 'Lima', 'Lima', 'San Miguel');
  await save(page);
  await expect(stepHeading(page, 'Leer las directivas')).toBeVisible();
  await page.getByRole('link', { name: 'Leer y aceptar las directivas' }).click();
  await acceptAllDirectives(page);
  await page.getByRole('link', { name: 'Continuar con el onboarding' }).click();
  await expect(
    page.getByRole('heading', { name: '¡Listo! Completaste todos los pasos.' }),
  ).toBeVisible();
  await expectAccessible(page);
  // Done, the onboarding is no longer a place to go: it sends them home.
  await page.goto('/onboarding-extension');
  await expect(page).toHaveURL(/\/$/);
});
