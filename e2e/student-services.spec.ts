import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { PASSWORD, roles, storageStatePath } from './support/accounts';
import { searchList } from './support/adminList';
import { signInThroughApi } from './support/apiSignIn';
import { notificationRow } from './support/notifications';
import { atPhoneWidth } from './support/phone';
import { baseURL, seedDbFile } from './support/run';
import { BLOCKING_TASK } from './support/students';
import { expect, signedInAs, test } from './support/test';

// issue 39: a student reads the referral programme, refers a friend, is refused the same person
// again, finds in SAE the case their teacher's alert opened, confirms an interview, reads the note
// staff write on their case from /admin/casos-sae, follows the notices of a case staff open and
// close by hand, answers the form staff send (staff read the answers), and reads the scholarships
// on offer. Each part is a test of its own (issue 53), with its own student, so they run side by
// side on both workers.

interface Seat {
  username: string;
  /** As the staff's lists write it: 'Paterno Materno, Nombre'. */
  alumno: string;
  idSeccion: number;
  idMatricula: number;
  curso: string;
}

// The comment of the alert this spec raises.
const ALERT_COMMENT = 'Comentario privado del docente';

/** The seats one attempt of the spec takes: the alert, the staff's note and form, the rest. */
const SEATS_PER_ATTEMPT = 3;
type SeatSlot = 'alert' | 'staffNote' | 'referralsAndCase';
const SLOT: Record<SeatSlot, number> = { alert: 0, staffNote: 1, referralsAndCase: 2 };

/**
 * A student of this test alone seated in one of the demo teacher's classes, followed by SAE
 * (migration 049's seed: a tutoring case in attention with a pending interview and a form), with
 * no health alert in that class and no pending task that would take them elsewhere as they sign
 * in, read from the database as seeded: what other specs change while this one runs does not move
 * the order. Only nine students qualify, so each attempt (retry or repetition) takes the next
 * three: the parts that change the same data (the tutoring case) never share one; the referral
 * and the case staff open by hand touch nothing the other reads, and share theirs.
 */
function seat(testInfo: TestInfo, slot: SeatSlot): Seat {
  const attempt = testInfo.retry + (testInfo.project.retries + 1) * testInfo.repeatEachIndex;
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username, s.id AS idSeccion, e.id AS idMatricula, c.name AS curso,
          u.paternal_surname || ' ' || u.maternal_surname || ', ' || u.first_name AS alumno
          FROM users u JOIN enrolments e ON e.student_id = u.id
          JOIN section_students ss ON ss.enrolment_id = e.id
          JOIN sections s ON s.id = ss.section_id
          JOIN periods p ON p.id = s.period_id AND p.is_current = 1
          JOIN users t ON t.id = s.teacher_id AND t.username = 'docente'
          JOIN courses c ON c.id = s.course_id
          WHERE u.tip = 1 AND u.username NOT IN (${roles.map(() => '?').join(', ')})
            AND u.username NOT GLOB 'alumno*'
            AND EXISTS (SELECT 1 FROM sae_cases k WHERE k.student_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM student_alerts a WHERE a.enrolment_id = e.id
              AND a.section_id = s.id AND a.reason = 'SALUD')
            AND NOT EXISTS (${BLOCKING_TASK})
          GROUP BY u.id ORDER BY u.id LIMIT 1 OFFSET ?`,
      )
      .get(...roles, SLOT[slot] + SEATS_PER_ATTEMPT * attempt) as Seat | undefined;
    if (!row) throw new Error(`No student left for the student services spec (${slot})`);
    return row;
  } finally {
    db.close();
  }
}

/** The demo teacher raises a health alert on the student through the API, as /docentes/encuesta-alerta does. */
async function teacherAlert(request: APIRequestContext, student: Seat, comentario: string) {
  const login = await request.post('/api/main/auth/login', {
    data: { usuario: 'docente', clave: PASSWORD },
  });
  const token = (await login.json()).results.token as string;
  const response = await request.post('/api/main/docente/alertas', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      idSeccion: student.idSeccion,
      idMatricula: student.idMatricula,
      motivo: 'SALUD',
      comentario,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page of the collaborator who manages SAE cases, in a context of its own. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStatePath('colaborador'),
    baseURL,
  });
  return context.newPage();
}

async function referFriend(page: Page, friend: { telefono: string; correo: string }) {
  const form = page.getByRole('form', { name: 'Referir a un amigo' });
  await form.getByLabel(/^Nombres/).fill('Mateo');
  await form.getByLabel(/^Apellidos/).fill('Salazar Huamán');
  await form.getByLabel(/^Celular/).fill(friend.telefono);
  await form.getByLabel(/^Correo electrónico/).fill(friend.correo);
  await form.getByRole('combobox', { name: /Programa de interés/ }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('checkbox', { name: /aceptó que el área de admisión/ }).check();
  await form.getByRole('button', { name: 'Registrar referido' }).click();
}

test('a student reads the referral programme, refers a friend and is refused the same person again', async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // three page states, two of them looked at twice
  const student = seat(testInfo, 'referralsAndCase');
  // The programme's rules and benefits, from master data.
  await signInThroughApi(page, student.username, '/estudiantes/servicios/ver-referidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Referidos' })).toBeVisible();
  const rules = async () => {
    await expect(page.getByRole('listitem').filter({ hasText: 'una sola vez' })).toBeVisible();
    await expect(page.getByText('S/ 150 de descuento en tu siguiente cuota')).toBeVisible();
    await expectAccessible(page);
  };
  await rules();
  await atPhoneWidth(page, rules);

  // A friend referred with their consent joins the list, still without a benefit.
  await page.getByRole('link', { name: 'Referir a un amigo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis referidos' })).toBeVisible();
  const stamp = String(Date.now()).slice(-8);
  const friend = { telefono: `9${stamp}`, correo: `mateo.${stamp}@correo.example` };
  await referFriend(page, friend);
  await expect(
    page.getByText('Registramos a tu referido. El área de admisión se comunicará con él.'),
  ).toBeVisible();
  const list = page.getByRole('region', { name: /Tus referidos/ });
  const referral = list.getByRole('row').filter({ hasText: 'Mateo Salazar Huamán' });
  await expect(referral).toContainText('Registrado');
  await expect(referral).toContainText('Aún sin beneficio');
  await expectAccessible(page);

  // The same phone again, by anyone, is refused under its field; what was typed stays.
  await referFriend(page, { telefono: friend.telefono, correo: `otro.${stamp}@correo.example` });
  const refused = async () => {
    await expect(page.getByText('Este celular ya fue registrado como referido.')).toBeVisible();
    await expect(page.getByLabel(/^Nombres/)).toHaveValue('Mateo');
    await expectAccessible(page);
  };
  await expect(
    page.getByText('Esta persona ya fue referida. Cada persona puede ser referida una sola vez.'),
  ).toBeVisible();
  await refused();
  await atPhoneWidth(page, refused);
});

test('a student finds in SAE the case their teacher’s alert opened, confirms an interview and reads it in the history', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  const student = seat(testInfo, 'alert');
  const comment = `${ALERT_COMMENT} ${Date.now()}.`;
  await teacherAlert(request, student, comment);
  await signInThroughApi(page, student.username, '/estudiantes/servicios/mis-referidos');

  // SAE, from the menu's 'Servicios': the teacher's alert is a case with its reason and course,
  // never the teacher's comment.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  // Open already: the current page, Mis referidos, is one of its entries.
  await expect(menu.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const sae = menu.getByRole('link', { name: 'SAE', exact: true });
  await expect(sae).toBeInViewport({ ratio: 1 });
  await sae.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel SAE' })).toBeVisible();
  const alertCase = page.getByRole('listitem').filter({ hasText: 'Salud' });
  const dashboard = async () => {
    await expect(alertCase).toContainText('Alerta de tu docente');
    await expect(alertCase).toContainText(`Curso: ${student.curso}`);
    await expect(alertCase).toContainText('Abierto');
    await expect(page.getByText(comment)).toHaveCount(0);
    await expectAccessible(page);
  };
  await dashboard();
  await atPhoneWidth(page, dashboard);

  // A pending interview, confirmed, moves to the history.
  await page.getByRole('link', { name: 'Ver pendientes' }).click();
  const pending = page.getByRole('list', { name: 'Pendientes SAE' });
  const interview = pending
    .getByRole('listitem')
    .filter({ hasText: 'Entrevista de seguimiento con tu tutor' });
  await expect(interview).toBeVisible();
  await expectAccessible(page);
  // Asked first (issue 54), with the interview's time and place.
  await interview.getByRole('button', { name: 'Confirmar asistencia' }).click();
  const question = page.getByRole('dialog', { name: '¿Confirmas tu asistencia?' });
  await expect(question).toContainText('Asistirás a «Entrevista de seguimiento con tu tutor» el');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Confirmar asistencia' }).click();
  await expect(page.getByText('Confirmaste tu asistencia a la entrevista.')).toBeVisible();
  await expect(question).toBeHidden();
  await expect(interview).toHaveCount(0);
  // Confirmed, it is still the next interview on the dashboard, with its time and place.
  await page.getByRole('link', { name: 'Panel', exact: true }).click();
  await expect(
    page.getByText('Tu próxima entrevista: Entrevista de seguimiento con tu tutor'),
  ).toBeVisible();
  await expect(page.getByText(/^Lugar: /)).toBeVisible();
  await expect(page.getByText('Asistencia confirmada')).toBeVisible();

  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial SAE' })).toBeVisible();
  const history = async () => {
    const done = page.getByRole('region', { name: /Acciones atendidas/ });
    await expect(done.getByText('Entrevista de seguimiento con tu tutor')).toBeVisible();
    await expect(done.getByText('Asistencia confirmada')).toBeVisible();
    // Its place stays once confirmed (issue 54).
    await expect(done.getByText(/^Lugar: /).first()).toBeVisible();
    await expect(page.getByText(/Acordamos un horario semanal de estudio/)).toBeVisible();
    await expect(page.getByText(/Nota interna/)).toHaveCount(0);
    await expectAccessible(page);
  };
  await history();
  await atPhoneWidth(page, history);
});

test('staff write a public note and send a form on a student’s case; the student reads the note and answers, staff read the answers', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two people, a case, two dialogs and a form in two states
  const student = seat(testInfo, 'staffNote');
  const stamp = Date.now();
  const note = `Revisamos tu horario de estudio y lo mantenemos ${stamp}.`;
  const need = `Matemática Aplicada: me cuesta despejar ecuaciones ${stamp}`;
  const staff = await staffPage(browser);
  try {
    await staff.goto('/admin/casos-sae');
    await expect(staff.getByRole('heading', { level: 1, name: 'Casos SAE' })).toBeVisible();
    await searchList(staff, student.username, /^Buscar/);
    // The seeded tutoring case in attention (newest first: the list may hold other cases of
    // theirs). Their name too: until the search has answered, the rows are still everyone's.
    await staff
      .getByRole('row')
      .filter({ hasText: student.alumno })
      .filter({ hasText: 'En atención' })
      .filter({ hasText: 'Acompañamiento académico' })
      .first()
      .click();
    await expect(staff.getByText(/Nota interna/)).toBeVisible();
    const followedCase = staff.url();
    await expectAccessible(staff);
    await staff.getByRole('button', { name: 'Agregar nota' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Agregar nota al caso' });
    await dialog.getByRole('textbox', { name: /^Nota/ }).fill(note);
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText(note)).toBeVisible();

    await staff.getByRole('button', { name: 'Enviar formulario' }).click();
    const formDialog = staff.getByRole('dialog', { name: 'Enviar formulario al estudiante' });
    await formDialog.getByRole('radio', { name: /Cuestionario de seguimiento académico/ }).check();
    await formDialog.getByRole('button', { name: /Responder hasta/ }).click();
    const picker = staff.getByRole('dialog', { name: 'Responder hasta' });
    // Two days on from the day the calendar offers first: inside the window whatever the hour.
    await picker.locator('[role="gridcell"]:focus').press('ArrowRight');
    await staff.keyboard.press('ArrowRight');
    await staff.keyboard.press('Enter');
    await picker.getByRole('button', { name: 'Crear evento' }).click();
    await expectAccessible(staff);
    await atPhoneWidth(staff, () => expectAccessible(staff));
    await formDialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(formDialog).toBeHidden();
    await expect(
      staff.getByText(/^Formulario: Cuestionario de seguimiento académico/),
    ).toBeVisible();

    // The student reads the public note in their history.
    await signInThroughApi(page, student.username, '/estudiantes/sae/historial');
    await expect(page.getByText(note)).toBeVisible();

    // The form waits in the pending actions; required questions are asked for; answered once,
    // it shows the answers, and staff read them on the case.
    await page.getByRole('link', { name: 'Pendientes' }).click();
    await page
      .getByRole('list', { name: 'Pendientes SAE' })
      .getByRole('listitem')
      .filter({ hasText: 'Cuestionario de seguimiento académico' })
      .getByRole('link', { name: 'Responder formulario' })
      .click();
    const questionnaire = page.getByRole('form', { name: 'Cuestionario de seguimiento académico' });
    const unanswered = async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cuestionario de seguimiento académico' }),
      ).toBeVisible();
      await expect(questionnaire.getByRole('radiogroup')).toHaveCount(2);
      await expectAccessible(page);
    };
    await unanswered();
    await atPhoneWidth(page, unanswered);
    await questionnaire.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(questionnaire.getByText('Responde esta pregunta.')).toHaveCount(3);
    await questionnaire.getByRole('radio', { name: 'Regular' }).check();
    await questionnaire
      .getByRole('textbox', { name: /¿En qué curso necesitas más apoyo/ })
      .fill(`  ${need}  `);
    await questionnaire.getByRole('radio', { name: 'Sí', exact: true }).check();
    await questionnaire.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(page.getByText('Enviamos tus respuestas. Tu tutor las revisará.')).toBeVisible();
    const answered = async () => {
      await expect(page.getByText(/^Respondiste este formulario el/)).toBeVisible();
      await expect(page.getByText(need, { exact: true })).toBeVisible();
      await expect(questionnaire).toHaveCount(0);
      await expectAccessible(page);
    };
    await answered();
    await atPhoneWidth(page, answered);

    await staff.goto(followedCase);
    await expect(
      staff.getByRole('list', { name: 'Respuestas: Cuestionario de seguimiento académico' }),
    ).toContainText(`¿En qué curso necesitas más apoyo y por qué?: ${need}`);
  } finally {
    await staff.context().close();
  }
});

test('staff open a case for a student by hand and close it; each notice leads the student to it', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two people, two dialogs, each looked at twice, and two notices
  const student = seat(testInfo, 'referralsAndCase');
  const stamp = Date.now();
  const reason = `Seguimiento por bajo rendimiento ${stamp}`;
  const closing = `Cumpliste los acuerdos; cerramos el caso ${stamp}.`;
  const staff = await staffPage(browser);
  try {
    await staff.goto('/admin/casos-sae');
    await expect(staff.getByRole('heading', { level: 1, name: 'Casos SAE' })).toBeVisible();
    await staff.getByRole('button', { name: 'Abrir caso' }).click();
    const openDialog = staff.getByRole('dialog', { name: 'Abrir un caso SAE' });
    await openDialog.getByRole('searchbox', { name: 'Buscar estudiante' }).fill(student.username);
    await openDialog.getByRole('radio').first().check();
    await openDialog.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
    await expectAccessible(staff);
    await atPhoneWidth(staff, () => expectAccessible(staff));
    await openDialog.getByRole('button', { name: 'Abrir caso' }).click();
    await expect(openDialog).toBeHidden();
    await expect(staff.getByText(reason)).toBeVisible();
    await expect(staff.getByText(student.username)).toBeVisible();

    await signInThroughApi(page, student.username, '/notificaciones');
    await notificationRow(page, 'El SAE abrió un caso de acompañamiento contigo')
      .getByText('El SAE abrió un caso de acompañamiento contigo')
      .click();
    await expect(page).toHaveURL(/\/estudiantes\/sae\/dashboard#caso-TUTORIA-\d+$/);
    const newCase = page.getByRole('listitem').filter({ hasText: reason });
    await expect(newCase).toContainText('Abierto');
    await expect(newCase).toBeInViewport();

    // Closed with a public note: the notice leads to the case among the closed ones.
    await staff.getByRole('button', { name: 'Cerrar caso' }).click();
    const closeDialog = staff.getByRole('dialog', { name: 'Cerrar el caso' });
    await closeDialog.getByRole('textbox', { name: /^Nota de cierre/ }).fill(closing);
    await expectAccessible(staff);
    await atPhoneWidth(staff, () => expectAccessible(staff));
    await closeDialog.getByRole('button', { name: 'Cerrar caso' }).click();
    await expect(closeDialog).toBeHidden();
    await expect(staff.getByText(closing)).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Agregar nota' })).toHaveCount(0);
  } finally {
    await staff.context().close();
  }

  await page.goto('/notificaciones');
  const closingNotice = notificationRow(page, 'Tu tutor cerró tu caso');
  await expect(closingNotice).toContainText(closing);
  await closingNotice.getByText('Tu tutor cerró tu caso').click();
  await expect(page).toHaveURL(/\/estudiantes\/sae\/historial#caso-TUTORIA-\d+$/);
  const closedCase = page
    .getByRole('region', { name: 'Casos cerrados' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(closedCase).toContainText('Cerrado');
  await expect(page.getByText(closing)).toBeVisible();
});

test.describe('scholarships', () => {
  // Read only: the demo student's saved session does.
  signedInAs('alumno');

  test('a student reads the scholarships on offer', async ({ page, expectAccessible }) => {
    await page.goto('/estudiantes/servicios/becas');
    await expect(page.getByRole('heading', { level: 1, name: 'Becas' })).toBeVisible();
    const scholarships = async () => {
      const catalogue = page.getByRole('list', { name: 'Becas y descuentos' });
      await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(5);
      await expect(catalogue.getByRole('heading', { name: 'Beca socioeconómica' })).toBeVisible();
      await expect(
        catalogue.getByRole('link', { name: 'Postular a la beca socioeconómica' }),
      ).toBeVisible();
      await expectAccessible(page);
    };
    await scholarships();
    await atPhoneWidth(page, scholarships);
  });
});
