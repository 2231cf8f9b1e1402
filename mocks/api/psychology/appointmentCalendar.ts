import { calendarDocument, escapeText, limaDateTime, utcStamp } from '../attendance/ical.ts';
import { psychologyTexts as texts } from './texts.ts';

export interface CalendarAppointment {
  idCita: number;
  startsAt: number;
  endsAt: number;
  modality: 'PRESENCIAL' | 'VIRTUAL';
  meetingUrl: string | null;
  /** Who the reader meets: the psychologist for the student, the student for the psychologist. */
  withWhom: string;
  cancelled: boolean;
}

/**
 * One appointment as an iCalendar file (RFC 5545) that calendar applications import. Its UID is
 * stable, so importing it again after a reschedule or a cancellation updates the same event. The
 * reason stays out: the file may be shared or synced where the campus has no say.
 */
export function appointmentCalendar(
  item: CalendarAppointment,
  { stamp, domain }: { stamp: number; domain: string },
): string {
  const description: string[] = [texts.modality[item.modality]];
  if (item.meetingUrl) description.push(item.meetingUrl);
  return calendarDocument(
    ['PRODID:-//Campus//Orientacion psicologica//ES', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'],
    [
      [
        'BEGIN:VEVENT',
        `UID:cita-${item.idCita}@${domain}`,
        `DTSTAMP:${utcStamp(stamp)}`,
        `DTSTART${limaDateTime(item.startsAt)}`,
        `DTEND${limaDateTime(item.endsAt)}`,
        `SUMMARY:${escapeText(texts.calendarSummary(item.withWhom))}`,
        `DESCRIPTION:${escapeText(description.join('\n'))}`,
        ...(item.meetingUrl ? [`URL:${item.meetingUrl}`] : []),
        `STATUS:${item.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
        'END:VEVENT',
      ],
    ],
  );
}
