import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { PASSWORD } from './accounts';

/**
 * The sending side: notifications sent through the demo API's notify() by the dev tool, which
 * answers superadmins on a server started with CAMPUS_DEV_TOOLS=1 (playwright.config.ts).
 */
export async function notificationSender(request: APIRequestContext) {
  const login = await request.post('/api/main/auth/login', {
    data: { usuario: 'superadmin', clave: PASSWORD },
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
  };
}

/** A notification's row in the list on screen (the dropdown or the page). */
export const notificationRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title });

/**
 * The requests for a notification list made while `run` runs. A row that shows while nobody asked
 * for the list arrived live: proved without a deadline, which a busy machine would miss.
 */
export async function listFetchesDuring(page: Page, run: () => Promise<void>) {
  const fetched: string[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('/notification/list')) fetched.push(request.url());
  };
  page.on('request', record);
  try {
    await run();
  } finally {
    page.off('request', record);
  }
  return fetched;
}
