import type { components } from '../../../generated/notifications/paths.ts';

export type Notificacion = components['schemas']['Notificacion'];

/** A notifications row as NOTIFICATION_COLUMNS selects it. */
export interface NotificationRow {
  id: number;
  type: Notificacion['type'];
  subtype: string;
  title: string;
  subtitle: string | null;
  description: string;
  linkName: string | null;
  link: string | null;
  icon: string;
  createdAt: number;
  idSection: number | null;
  idTramite: number | null;
  isSeen: number;
  isEliminated: number;
  component: Notificacion['component'];
  route: Notificacion['route'];
  codeSurvey: string | null;
  idTypeSurvey: number | null;
  idProgramingSurvey: number | null;
}

/** The API's shape of a row; new when it arrived after the user last cleared the badge. */
export function toNotificacion(row: NotificationRow, badgeClearedAt: number): Notificacion {
  const { createdAt, isSeen, isEliminated, ...fields } = row;
  return {
    ...fields,
    time: new Date(createdAt).toISOString(),
    isSeen: isSeen === 1,
    isEliminated: isEliminated === 1,
    isNew: createdAt > badgeClearedAt,
  };
}
