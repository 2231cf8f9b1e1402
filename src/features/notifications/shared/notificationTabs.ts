import type { TipoNotificacion } from '@generated/notifications/model';
import { texts } from '../texts';

/** spec §2: the list's tabs, kept in the page's `tipo` query (default 'todas'). */
export const NOTIFICATION_TABS = ['todas', 'academicas', 'administrativas'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

const typeOfTab: Record<NotificationTab, TipoNotificacion | undefined> = {
  todas: undefined,
  academicas: 'ACADEMICO',
  administrativas: 'ADMINISTRATIVO',
};

export const tabType = (tab: NotificationTab) => typeOfTab[tab];

/** The tab a `tipo` value names; anything else is the default. */
export function tabOf(tipo: string | null): NotificationTab {
  return NOTIFICATION_TABS.find((tab) => tab === tipo) ?? 'todas';
}

export const tabItems = NOTIFICATION_TABS.map((tab) => ({ id: tab, title: texts.tabs[tab] }));
