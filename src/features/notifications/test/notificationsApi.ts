import { http } from 'msw';
import type { Notificacion } from '@generated/notifications/model';
import { apiUrl, ok } from '@/test/api';

export const notification = (id: number, fields: Partial<Notificacion> = {}): Notificacion => ({
  id,
  type: 'ACADEMICO',
  subtype: 'NOTAS',
  title: `Notificación ${id}`,
  subtitle: null,
  description: 'Tu docente registró una nota.',
  linkName: null,
  link: null,
  icon: 'calificacion',
  time: '2026-11-20T14:30:00.000Z',
  idSection: null,
  idTramite: null,
  isSeen: false,
  isEliminated: false,
  isNew: false,
  component: null,
  route: null,
  codeSurvey: null,
  idTypeSurvey: null,
  idProgramingSurvey: null,
  ...fields,
});

/**
 * A fake notifications API over `stored`: list pages and filters by type like the demo API;
 * read, readAll, delete and badge change `stored` and answer as it does.
 */
export function notificationsApi(stored: Notificacion[]) {
  const live = () => stored.filter((n) => !n.isEliminated);
  return [
    http.get(apiUrl('notifications', '/notification/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('pageSize') ?? 50);
      const type = query.get('notificationCode');
      const matching = live().filter((n) => !type || n.type === type);
      return ok({
        notifications: matching.slice((page - 1) * size, page * size),
        docs: matching.length,
        totalActiveRows: matching.filter((n) => !n.isSeen).length,
        pendingNotificationSubtypesCode: [],
      });
    }),
    http.post(apiUrl('notifications', '/notification/read'), async ({ request }) => {
      const { idNotification } = (await request.json()) as { idNotification: number };
      const found = live().find((n) => n.id === idNotification);
      if (found) found.isSeen = true;
      return ok(null);
    }),
    http.post(apiUrl('notifications', '/notification/readAll'), async ({ request }) => {
      const { notificationTypeCode } = (await request.json()) as { notificationTypeCode?: string };
      const marked = live().filter(
        (n) => !n.isSeen && (!notificationTypeCode || n.type === notificationTypeCode),
      );
      for (const n of marked) n.isSeen = true;
      return ok({ updated: marked.length });
    }),
    http.post(apiUrl('notifications', '/notification/delete'), async ({ request }) => {
      const { idNotification } = (await request.json()) as { idNotification: number };
      const found = live().find((n) => n.id === idNotification);
      if (found) found.isEliminated = true;
      return ok(null);
    }),
    http.post(apiUrl('notifications', '/notification/badge'), () => ok({ isBadgeActive: false })),
    http.get(apiUrl('notifications', '/notification/pending'), () =>
      ok({ totalPending: live().filter((n) => !n.isSeen).length, isBadgeActive: false }),
    ),
  ];
}
