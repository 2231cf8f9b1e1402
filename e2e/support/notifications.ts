import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, roles } from './accounts';
import { dbFile } from './run';

// Well past the first generated students, which the seed gives mandatory tasks.
const FIRST_INBOX = 40;

/**
 * A generated student with an empty inbox for one test run alone (its slot, project and retry),
 * read from the run's seeded database. Not a spare student: other specs change those accounts'
 * passwords. Of the demo student's brand, whose bell no other spec switches off.
 */
export function inboxStudent(testInfo: TestInfo, slot: number): string {
  const slots = 4;
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  const offset = FIRST_INBOX + slot + slots * (project + 2 * testInfo.retry);
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT username FROM users WHERE tip = 1
          AND brand_id = (SELECT brand_id FROM users WHERE username = 'alumno')
          AND username NOT IN (${roles.map(() => '?').join(', ')})
          AND username NOT GLOB 'alumno[0-9]*'
        ORDER BY id LIMIT 1 OFFSET ?`,
      )
      .get(...roles, offset) as { username: string };
    return row.username;
  } finally {
    db.close();
  }
}

/** Signs `usuario` in through the login page of `page` and waits for home. */
export async function signInThroughForm(page: Page, usuario: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The collaborator's side: notifications sent through the demo API's notify() (dev tool). */
export async function notificationSender(request: APIRequestContext) {
  const login = await request.post('/api/main/auth/login', {
    data: { usuario: 'colaborador', clave: PASSWORD },
  });
  const token = (await login.json()).results.token as string;
  return async (payload: Record<string, unknown>) => {
    const sent = await request.post('/api/notifications/notification/dev/send', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'ADMINISTRATIVO',
        subtype: 'TRAMITES',
        description: 'Revisa el detalle.',
        ...payload,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    return (await sent.json()).results.notification as { id: number };
  };
}

/** A notification's row in the list on screen (the dropdown or the page). */
export const notificationRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title });
