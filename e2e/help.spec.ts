import type { Page } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { signInThroughForm, supportStudent } from './support/students';
import { expect, test } from './support/test';
import { pdfFile } from './support/uploads';

// issue 41: a student asks the campus assistant, keyboard only, what the study certificate costs
// (fee, days, requirements, a link to the procedure and the action that opens its filing), asks
// something the institute's content does not cover and is offered a ticket, files it with an
// attachment; staff answer it from the queue; the student reads the answer and closes the ticket
// with a rating. A regulation's source leads to the student guide. issue 56: a message of two
// questions gets an answer for each, saying which one it could not answer; the ticket form opens
// with the unanswered question written in it. axe-core on the panel and every page and dialog, at
// 1280 and 375 px.

const pdf = pdfFile('captura.pdf');
const SUBJECT = 'Consulta sobre el campeonato deportivo';
const REPLY = 'No tenemos esa información; te sugerimos consultar con bienestar estudiantil.';

/** Opens the assistant from the header with the keyboard and asks `question`. */
async function ask(page: Page, question: string) {
  const chat = page.getByRole('dialog', { name: 'Asistente virtual' });
  if (!(await chat.isVisible())) {
    await page.getByRole('button', { name: 'Asistente virtual' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(chat.getByRole('textbox', { name: /Escribe tu pregunta/ })).toBeFocused();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  return chat;
}

test('a student asks the assistant, files a ticket, staff answer and the student rates it', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two browsers, the assistant, an upload and the staff queue
  const student = supportStudent(testInfo);
  await signInThroughForm(page, student);

  // The certificate's fee, days and requirements, its source and the action that files it.
  const chat = await ask(page, 'cuánto cuesta el certificado de estudios');
  const log = chat.getByRole('log', { name: 'Conversación con el asistente' });
  await expect(log.getByText(/cuesta S\/\s?120\.00 y se atiende en 7 días hábiles/)).toBeVisible();
  await expect(log.getByText(/^Requisito: Copia del DNI/)).toBeVisible();
  await expect(
    log.getByRole('link', { name: 'Certificado de estudios superiores' }),
  ).toHaveAttribute(
    'href',
    /\/estudiantes\/tramites\/programa-de-estudios\/nuevo\/certificado-de-estudios-superiores\/\d+$/,
  );
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(log.getByRole('link', { name: 'Solicitar este trámite' })).toBeVisible();
    await expectAccessible(page);
  });
  // Keyboard only: from the field, Tab reaches the action, Enter follows it.
  const action = log.getByRole('link', { name: 'Solicitar este trámite' });
  for (
    let tabs = 0;
    tabs < 12 && !(await action.evaluate((el) => el === document.activeElement));
    tabs += 1
  )
    await page.keyboard.press('Shift+Tab');
  await expect(action).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nuevo\/certificado-de-estudios-superiores\/\d+$/);
  await expect(chat).toBeHidden();
  // The new page takes the focus to its heading; the keyboard goes on from there.
  const pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(pageHeading).toBeFocused();

  // A regulation's article: its source is the student guide, that regulation brought into view.
  await ask(page, '¿Copiar en un examen es una falta grave?');
  await expect(log.getByText(/^Según el Reglamento de conducta \(artículo 2\)/)).toBeVisible();
  await log.getByRole('link', { name: 'Reglamento de conducta' }).first().click();
  await expect(page).toHaveURL(/\/estudiantes\/guia-estudiante\/carreras\?reglamento=\d+$/);
  await expect(page.getByRole('article', { name: 'Reglamento de conducta' })).toBeInViewport();
  await expect(pageHeading).toBeFocused();
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));

  // Two questions in one message: each answered under its question, the second one unknown.
  await ask(page, '¿Cuánto cuesta la constancia de notas y quién es el director del instituto?');
  await expect(log.getByText('Sobre «Cuánto cuesta la constancia de notas»:')).toBeVisible();
  await expect(log.getByText(/^Constancia de notas: cuesta S\/\s?10\.00/)).toBeVisible();
  await expect(log.getByText('Sobre «quién es el director del instituto»:')).toBeVisible();
  await expect(
    log.getByText(/^Sobre «quién es el director del instituto» no encontré información/),
  ).toBeVisible();
  await expectAccessible(page);

  // Off the institute's content: it says so and offers a ticket, which opens the new ticket form
  // with the question in it.
  const offTopic = '¿Quién ganó el campeonato mundial de fútbol?';
  await ask(page, offTopic);
  await expect(log.getByText(/^No encontré información sobre eso/)).toBeVisible();
  await expectAccessible(page);
  await log.getByRole('link', { name: 'Abrir un ticket de soporte' }).last().click();
  await expect(page).toHaveURL(/\/zendesk\/listado-tickets\?nuevo=1&pregunta=/);
  const form = page.getByRole('dialog', { name: 'Nuevo ticket de soporte' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Describe tu consulta/ })).toHaveValue(offTopic);
  await expect(form.getByRole('textbox', { name: /Asunto/ })).toHaveValue(offTopic);
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));
  await form.getByRole('combobox', { name: /Categoría/ }).click();
  await page.getByRole('option', { name: 'Otros' }).click();
  await form.getByRole('textbox', { name: /Asunto/ }).fill(SUBJECT);
  await form
    .getByRole('textbox', { name: /Describe tu consulta/ })
    .fill('¿Dónde veo los resultados del campeonato deportivo del instituto?');
  await form.locator('input[type="file"]').setInputFiles(pdf);
  await form.getByRole('button', { name: 'Enviar ticket' }).dblclick();
  await expect(page).toHaveURL(/\/zendesk\/ticket-detail\/\d+$/);
  const ticketUrl = page.url();
  await expect(page.getByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar captura.pdf' })).toBeVisible();
  await expect(page.getByText('Nuevo', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Staff find it in the queue and resolve it with their answer.
  const staffContext = await browser.newContext({ storageState: storageStatePath('colaborador') });
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/admin/tickets');
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Tickets de soporte' }),
    ).toBeVisible();
    await searchList(staff, SUBJECT, /^Buscar/);
    const row = staff.getByRole('row').filter({ hasText: SUBJECT });
    await expect(row).toHaveCount(1);
    await expectAccessible(staff);
    await row.click();
    const reply = staff.getByRole('form', { name: 'Respuesta' });
    await expect(reply).toBeVisible();
    await expectAccessible(staff);
    await atPhoneWidth(staff, () => expectAccessible(staff));
    await reply.getByRole('textbox', { name: /Respuesta/ }).fill(REPLY);
    await reply.getByRole('button', { name: 'Responder' }).click();
    await expect(staff.getByText(/El ticket está resuelto o cerrado/)).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The student reads the answer and closes the ticket with a rating.
  await page.goto(ticketUrl);
  await expect(page.getByText(REPLY)).toBeVisible();
  await expect(page.getByText('Resuelto', { exact: true })).toBeVisible();
  const close = page.getByRole('form', { name: /Califica la atención/ });
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));
  // The rating's circles cover their radios: chosen with the keyboard, as a keyboard user does.
  await close.getByRole('radio', { name: '5 de 5' }).focus();
  await page.keyboard.press('Space');
  await expect(close.getByRole('radio', { name: '5 de 5' })).toBeChecked();
  await close.getByRole('button', { name: 'Cerrar ticket' }).click();
  await expect(page.getByText('Calificaste la atención con 5 de 5.')).toBeVisible();
  await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
  await page.goto('/zendesk/listado-tickets');
  await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toContainText('Cerrado');
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectAccessible(page));
});
