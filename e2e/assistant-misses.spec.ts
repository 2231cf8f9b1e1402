import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 56: a long colloquial question is answered with its fee; staff find what the assistant
// could not answer on the misses screen, link it to a source, and the student's next identical
// question is answered with it; the superadmin's vocabulary editor. The two-part answer and the
// ticket opened with the question filled in are help.spec.ts's. axe-core on each screen, at 1280
// and 375 px.

signedInAs('colaborador');

/** Opens the assistant from the header and asks `question`; answers the conversation's log. */
async function ask(page: Page, question: string) {
  const chat = page.getByRole('dialog', { name: 'Asistente virtual' });
  if (!(await chat.isVisible()))
    await page.getByRole('button', { name: 'Asistente virtual' }).click();
  const field = chat.getByRole('textbox', { name: /Escribe tu pregunta/ });
  await field.fill(question);
  await field.press('Enter');
  return chat.getByRole('log', { name: 'Conversación con el asistente' });
}

async function tokenOf(request: APIRequestContext, usuario: string) {
  const login = await request.post('/api/main/auth/login', { data: { usuario, clave: PASSWORD } });
  return (await login.json()).results.token as string;
}

/** A word of this run in letters only: digits in a question are kept as a '[código]'. */
const runWord = () =>
  `fulbito${String(Date.now() % 1_000_000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

test('a long colloquial question is answered with its fee', async ({
  browser,
  expectAccessible,
}) => {
  const context = await browser.newContext({ storageState: storageStatePath('alumno') });
  const student = await context.newPage();
  try {
    await student.goto('/');
    const log = await ask(
      student,
      'oe causa cuanto cuesta la constancia de notas que me piden en el trabajo pa la otra semana urgente',
    );
    await expect(log.getByText(/^Constancia de notas: cuesta S\/\s?10\.00/)).toBeVisible();
    await expect(log.getByRole('link', { name: 'Solicitar este trámite' }).last()).toBeVisible();
    await expectAccessible(student);
    await atPhoneWidth(student, () => expectAccessible(student));
  } finally {
    await context.close();
  }
});

test('staff link a missed question to a source and the student is then answered', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(180_000); // two browsers, the admin app's first load and the assistant
  const word = runWord();
  const question = `¿Dónde encuentro el rol de partidos del campeonato de ${word}?`;
  // The miss is made through the API: the chat is not what this part tests.
  const missed = await request.post('/api/chatbot/mensajes', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'alumno')}` },
    data: { mensaje: question },
  });
  expect((await missed.json()).results.tipo).toBe('SIN_RESPUESTA');

  await page.goto('/admin/preguntasSinRespuesta');
  // The admin app loads on its first visit: more time than a page of the campus.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preguntas sin respuesta' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('columnheader', { name: 'Veces' })).toBeVisible();
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));
  await searchList(page, word);
  const row = page.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sin enlazar');
  await row.getByText(question).click();

  await expect(page.getByRole('heading', { name: 'Cómo la preguntaron' })).toBeVisible();
  await expect(page.getByText(question).first()).toBeVisible();
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));

  // The vocabulary's dialog, looked at and left.
  await page.getByRole('button', { name: 'Agregar al vocabulario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva frase del vocabulario' });
  await expect(dialog.getByRole('textbox', { name: /Frase del estudiante/ })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();

  const source = page.getByRole('combobox', { name: /Fuente que la responde/ });
  await source.fill('constancia de notas');
  const option = page.getByRole('option', { name: /Constancia de notas/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(source).toHaveValue('Constancia de notas');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/preguntasSinRespuesta(\?|$)/);
  await searchList(page, word);
  await expect(page.getByRole('row').filter({ hasText: word })).toContainText(
    'Constancia de notas',
  );

  // The student's next identical question is answered with the linked source (asked through
  // the API: the chat's answer view is the first test's).
  const again = await request.post('/api/chatbot/mensajes', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'alumno')}` },
    data: { mensaje: question },
  });
  const answer = (await again.json()).results;
  expect(answer.tipo).toBe('RESPUESTA');
  expect(answer.fuentes[0].titulo).toBe('Constancia de notas');
  expect(answer.respuesta).toMatch(/^Constancia de notas: cuesta S\/\s?10\.00/);
});

test.describe('the vocabulary', () => {
  signedInAs('superadmin');

  test('the superadmin finds and opens a phrase, and the new-phrase form', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/sinonimosAsistente');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vocabulario del asistente' }),
    ).toBeVisible();
    await searchList(page, 'dejar el instituto');
    const row = page.getByRole('row').filter({ hasText: 'dejar el instituto' });
    await expect(row).toContainText('retiro definitivo del programa');
    await expectAccessible(page);
    await atPhoneWidth(page, () => expectAccessible(page));
    await row.getByText('dejar el instituto').click();
    await expect(page.getByRole('textbox', { name: /Palabras del instituto/ })).toHaveValue(
      'retiro definitivo del programa',
    );
    await expectAccessible(page);
    await atPhoneWidth(page, () => expectAccessible(page));
    await page.goto('/superadmin/sinonimosAsistente/create');
    await expect(page.getByRole('textbox', { name: /Frase del estudiante/ })).toBeVisible();
    await expectAccessible(page);
  });
});
