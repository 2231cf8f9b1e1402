import type { Notificacion } from '@generated/notifications/model';
import { resolveLink } from '@/lib/navigation';
import { paths } from '@/routes';

/** Where opening a notification leads (spec §2 'Notification links'). */
export type NotificationTarget =
  | { kind: 'modal' }
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'none' };

const PLACEHOLDERS = [
  ['[id_seccion]', 'idSection'],
  ['[ID_SOLICITUD]', 'idTramite'],
] as const;

/** The link with its ids filled in, or null when it names an id the notification lacks. */
export function fillLink(link: string, notification: Notificacion): string | null {
  let filled = link;
  for (const [placeholder, field] of PLACEHOLDERS) {
    if (!filled.includes(placeholder)) continue;
    const id = notification[field];
    if (id === null) return null;
    filled = filled.replaceAll(placeholder, String(id));
  }
  return filled;
}

/** Where the notification's own link (or survey route) leads, whether or not it opens a dialog. */
export function linkTarget(
  notification: Notificacion,
): Exclude<NotificationTarget, { kind: 'modal' }> {
  if (notification.route && notification.idProgramingSurvey !== null) {
    const slug = String(notification.idProgramingSurvey);
    return { kind: 'internal', to: paths[notification.route].getHref({ slug }) };
  }
  const link = notification.link && fillLink(notification.link, notification);
  // A campus path opens in the app, a web address in a new tab; anything else ('/\evil.example',
  // javascript:) leaves the notification without a link.
  return (link && resolveLink(link, window.location.origin)) || { kind: 'none' };
}

export function notificationTarget(notification: Notificacion): NotificationTarget {
  return notification.component === 'MODAL' ? { kind: 'modal' } : linkTarget(notification);
}
