import type { Notificacion } from '@generated/notifications/model';

const OPTIONAL_FIELDS = {
  subtitle: null,
  linkName: null,
  link: null,
  idSection: null,
  idTramite: null,
  isEliminated: false,
  component: null,
  route: null,
  codeSurvey: null,
  idTypeSurvey: null,
  idProgramingSurvey: null,
} satisfies Partial<Notificacion>;

/**
 * A live message trusted no more than any input: a notification-shaped body becomes a
 * notification (new, with its optional fields filled); anything else is dropped (null).
 */
export function toLiveNotification(body: unknown): Notificacion | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Partial<Record<keyof Notificacion, unknown>>;
  const valid =
    Number.isSafeInteger(candidate.id) &&
    (candidate.type === 'ACADEMICO' || candidate.type === 'ADMINISTRATIVO') &&
    typeof candidate.subtype === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.description === 'string' &&
    typeof candidate.icon === 'string' &&
    typeof candidate.time === 'string';
  if (!valid) return null;
  return { ...OPTIONAL_FIELDS, ...(body as Notificacion), isSeen: false, isNew: true };
}
