import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

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
