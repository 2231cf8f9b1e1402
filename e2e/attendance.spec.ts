import type { Locator } from '@playwright/test';
import { classmate, demoClass, signInAtClock, teacherOf } from './support/clock';
import { atPhoneWidth } from './support/phone';
import { clockBaseURL, clockNow } from './support/run';
import { expect, test } from './support/test';
import { homeAlertsDecided } from './support/homeAlerts';

// issue 14: the schedule and attendance marking, on the server whose clock stands still at a
// Wednesday 10:00 in Lima (e2e/support/run.ts); each page's browser clock is fixed there too.
// The demo accounts show one coherent day; the windows that only overlapping classes can show at
// one instant are a classmate's and a colleague's (issue 32).

test.use({ baseURL: clockBaseURL });

// alumno's and docente's day (mocks/seed/todaysClasses.ts DEMO_DAY), minutes from the 10:00
// slot: no two classes at once, each on the hour or the half hour (issue 32).
const MARKED = -180;
const CLOSED = -90;
const OPEN = 0;
const IN_PERSON = 120;
const ASYNC = 240;
// The window cases that need several windows open at once (WINDOW_CASES), in sections of a
// classmate or a colleague: minutes from the clock.
const CLOSING_SOON = -13;
const STUDENT_LATE = -15.5;
const COLLEAGUE_IN_PERSON = 10;
const TEACHER_LATE = -25;
const TEACHER_OVER = -45;

/** 12-hour Lima time `minutes` from the stopped clock, as the campus writes it. */
function limaTime(minutes: number): string {
  const at = new Date(Math.floor(clockNow / 60_000) * 60_000 + minutes * 60_000 - 5 * 3_600_000);
  const hour = at.getUTCHours();
  const minute = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** The card of the demo class starting `minutes` from the clock (a section may meet twice). */
const classCard = (dialog: Locator, minutes: number) =>
  dialog.getByRole('listitem', {
    name: new RegExp(
      `^${demoClass(minutes).course.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${limaTime(minutes)} – `,
    ),
  });

test.describe('horario y asistencia', () => {
  test('the student sees this week from Monday, moves weeks and gets the calendar address', async ({
    page,
    expectAccessible,
  }) => {
    await signInAtClock(page, 'alumno');
    await page.getByRole('tab', { name: 'Mi horario' }).click();
    const expectToday = async () => {
      await expect(page.getByRole('heading', { name: 'Tus clases de hoy' })).toBeVisible();
      await expect(page.getByText(demoClass(OPEN).course).first()).toBeVisible();
    };
    await expectToday();
    await atPhoneWidth(page, expectToday);
    await page.getByRole('link', { name: 'Ver mi horario' }).click();

    await expect(page).toHaveURL(/\/estudiantes\/horario\/semana$/);
    const expectWeek = async () => {
      await expect(
        page.getByRole('heading', {
          name: 'Semana del 23 de noviembre al 29 de noviembre de 2026',
        }),
      ).toBeVisible();
      const today = page.getByRole('region', { name: 'Miércoles 25 de noviembre · Hoy' });
      await expect(today.getByText(demoClass(IN_PERSON).course).first()).toBeVisible();
      await expect(today.getByText('Presencial').first()).toBeVisible();
      await expect(today.getByText('VIRTUAL').first()).toBeVisible();
      await expectAccessible(page);
    };
    await expectWeek();
    await atPhoneWidth(page, expectWeek);

    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(page).toHaveURL(/\/estudiantes\/horario\/2026-11-30$/);
    await expect(
      page.getByRole('heading', { name: 'Semana del 30 de noviembre al 6 de diciembre de 2026' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lunes 30 de noviembre' })).toBeVisible();
    await page.getByRole('button', { name: 'Semana actual' }).click();
    await expect(page).toHaveURL(/\/estudiantes\/horario\/semana$/);

    await page.getByRole('button', { name: 'Suscribirme al calendario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suscribirme al calendario' });
    const address = dialog.getByLabel('Dirección de tu calendario');
    await expect(address).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/main\/horario\/calendario\/[\w-]{32}\/horario\.ics$/,
    );
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(address).toBeVisible();
      await expectAccessible(page);
    });
    const feed = await page.request.get(await address.inputValue());
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VTIMEZONE');
  });

  test('a student marks Presente in an open window and Tardanza in its last minute', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const open = demoClass(CLOSING_SOON);
    const late = demoClass(STUDENT_LATE);
    await signInAtClock(page, classmate(testInfo, [open.section, late.section]));
    const attendance = page.getByRole('button', { name: 'Asistencia' });
    // On a phone the floating button sits above the bottom bar, which must not cover it.
    await atPhoneWidth(page, async () => {
      await attendance.click({ trial: true });
    });
    await attendance.click();
    const dialog = page.getByRole('dialog', { name: 'Mis clases' });
    const onTime = classCard(dialog, CLOSING_SOON);
    const expectClasses = async () => {
      await expect(dialog.getByRole('timer', { name: 'Hora actual' })).toContainText(
        '10:00:00 a. m.',
      );
      await expect(onTime.getByRole('link', { name: /Teams/ })).toBeEnabled();
      await expectAccessible(page);
    };
    await expectClasses();
    await atPhoneWidth(page, expectClasses);

    await onTime.getByRole('button', { name: 'Marcar asistencia' }).click();
    await expect(page.getByText('Se guardó tu asistencia correctamente')).toBeVisible();
    await expect(onTime.getByRole('button', { name: 'Presente' })).toBeDisabled();

    const lastMinute = classCard(dialog, STUDENT_LATE);
    await expect(
      lastMinute.getByText('Si marcas ahora, tu asistencia quedará como tardanza.'),
    ).toBeVisible();
    await lastMinute.getByRole('button', { name: 'Marcar asistencia' }).click();
    const saved = page.getByText('Se guardó tu asistencia correctamente');
    await expect(lastMinute.getByRole('button', { name: 'Tardanza' })).toBeDisabled();
    // Checked once its toast is shown, not while it fades in.
    await expect(saved.last()).toBeVisible();
    await expectAccessible(page);
    // The toast lives 3 s, which a scan on a busy machine can outlast: the phone's look is of the
    // card once it has gone, never of a toast fading out (a flake-report failure, issue 53).
    await atPhoneWidth(page, async () => {
      await expect(saved).toHaveCount(0);
      await expect(lastMinute.getByRole('button', { name: 'Tardanza' })).toBeDisabled();
      await expectAccessible(page);
    });
  });

  test('the demo student cannot mark a closed window, an in-person or an asynchronous class', async ({
    page,
  }) => {
    await signInAtClock(page, 'alumno');
    await page.getByRole('button', { name: 'Asistencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mis clases' });
    const expectClasses = async () => {
      const closed = classCard(dialog, CLOSED);
      await expect(closed.getByRole('button', { name: 'Marcar asistencia' })).toBeDisabled();
      await expect(
        closed.getByText('El tiempo para marcar tu asistencia en esta clase terminó.'),
      ).toBeVisible();
      await expect(closed.getByRole('link', { name: /Teams/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const inPerson = classCard(dialog, IN_PERSON);
      await expect(inPerson.getByRole('button', { name: 'Por marcar' })).toBeDisabled();
      const async = classCard(dialog, ASYNC);
      await expect(
        async.getByText('Las clases asincrónicas no requieren marcar asistencia.'),
      ).toBeVisible();
      await expect(async.getByRole('button')).toHaveCount(0);
      await expect(
        classCard(dialog, MARKED).getByRole('button', { name: 'Presente' }),
      ).toBeDisabled();
    };
    await expectClasses();
    await atPhoneWidth(page, expectClasses);
  });

  test('the floating button hides on a procedures route', async ({ page }) => {
    await signInAtClock(page, 'alumno');
    await expect(page.getByRole('button', { name: 'Asistencia' })).toBeVisible();
    await page.goto('/estudiantes/tramites/programa-de-estudios/nuevo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Asistencia' })).toHaveCount(0);
  });

  // The teachers' alert of their unmarked classes is the flow's (spec §4): these open it.
  test.describe('the teacher’s attendance alert', () => {
    test.use({ homeAlerts: 'open' });

    test('the teacher is alerted of the class they missed and marks the open one with an address', async ({
      page,
      expectAccessible,
    }) => {
      const marks: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().includes('/asistencia/docente/'))
          marks.push(request.postDataJSON());
      });
      await signInAtClock(page, 'docente');
      // The alert comes after home's first screen, then its view's code and data: the app says
      // when it has decided it, and the view's answer follows.
      await homeAlertsDecided(page, 'dialog');
      const alert = page.getByRole('alertdialog', { name: 'No registraste tu asistencia' });
      await expect(alert.getByText(new RegExp(demoClass(CLOSED).course)).first()).toBeVisible();
      await expectAccessible(page);
      await alert.getByRole('button', { name: 'Entendido' }).click();

      await page.getByRole('button', { name: 'Asistencia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mis clases programadas' });
      await expect(
        classCard(dialog, CLOSED).getByRole('button', { name: 'Ausente' }),
      ).toBeDisabled();
      const open = classCard(dialog, OPEN);
      await open.getByRole('button', { name: 'Marcar asistencia' }).click();
      await expect(open.getByRole('button', { name: 'Presente' })).toBeDisabled();
      expect(marks[0]).toMatchObject({ IpAsistencia: '127.0.0.1' });
      // The success toast is checked shown, not while it fades in (its colours are mid-way then).
      await expect(page.getByText('Se guardó tu asistencia correctamente')).toBeVisible();
      await expectAccessible(page);
    });

    test('a teacher is late in the late window and refused after it', async ({
      page,
      expectAccessible,
    }) => {
      await signInAtClock(page, teacherOf(demoClass(TEACHER_LATE).section));
      await homeAlertsDecided(page, 'dialog');
      const alert = page.getByRole('alertdialog', { name: 'No registraste tu asistencia' });
      await expect(
        alert.getByText(new RegExp(demoClass(TEACHER_OVER).course)).first(),
      ).toBeVisible();
      await alert.getByRole('button', { name: 'Entendido' }).click();

      await page.getByRole('button', { name: 'Asistencia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mis clases programadas' });
      const over = classCard(dialog, TEACHER_OVER);
      await expect(over.getByRole('button', { name: 'Ausente' })).toBeDisabled();
      await expect(
        over.getByText(
          'El tiempo para marcar tu asistencia terminó. Comunícate con Seguimiento Docente.',
        ),
      ).toBeVisible();

      const late = classCard(dialog, TEACHER_LATE);
      await late.getByRole('button', { name: 'Marcar asistencia' }).click();
      await expect(late.getByRole('button', { name: 'Tardanza' })).toBeDisabled();
      // Checked once its toast is shown, not while it fades in.
      await expect(page.getByText('Se guardó tu asistencia correctamente')).toBeVisible();
      await expectAccessible(page);
    });

    test('an in-person class marked without the institute network shows the screen to connect', async ({
      page,
      expectAccessible,
    }) => {
      // The address lookup fails: the fixed fallback address is outside the institute's network.
      await page.route('**/api/ip', (route) => route.abort());
      await signInAtClock(page, teacherOf(demoClass(COLLEAGUE_IN_PERSON).section));
      await homeAlertsDecided(page, 'dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Entendido' }).click();
      await page.getByRole('button', { name: 'Asistencia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mis clases programadas' });
      await classCard(dialog, COLLEAGUE_IN_PERSON)
        .getByRole('button', { name: 'Marcar asistencia' })
        .click();
      const network = dialog.getByRole('region', { name: 'Conéctate a la red del instituto' });
      const expectNetwork = async () => {
        await expect(network).toBeVisible();
        await expectAccessible(page);
      };
      await expectNetwork();
      await atPhoneWidth(page, expectNetwork);
      await network.getByRole('button', { name: 'Volver a mis clases' }).click();
      await expect(
        classCard(dialog, COLLEAGUE_IN_PERSON).getByRole('button', {
          name: 'Marcar asistencia',
        }),
      ).toBeEnabled();
    });
  });
});
