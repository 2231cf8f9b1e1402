// A user's classes as an iCalendar feed (RFC 5545), written here rather than with a generator
// library: the one we tried prints DTSTAMP without its UTC 'Z' once a calendar time zone is set.
// The tests read every feed back with ical.js.

import { LIMA_OFFSET_MS } from '../limaDay.ts';

const LIMA = 'America/Lima';

// Peru keeps UTC-5 all year (no daylight saving since 1994): one STANDARD block describes it.
const LIMA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LIMA}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarClass {
  idSesion: number;
  curso: string;
  grupoCodigo: string;
  startsAt: number;
  endsAt: number;
  modality: 'PRESENCIAL' | 'VIRTUAL';
  isAsync: boolean;
  room: string | null;
  campus: string;
  teamsUrl: string | null;
}

/** 20261125T080000: the wall time of `at` shifted by `offset`. */
const basicTime = (at: number, offset = 0) =>
  new Date(at + offset).toISOString().slice(0, 19).replace(/[-:]/g, '');

/** A UTC DATE-TIME value (DTSTAMP). */
export const utcStamp = (at: number) => `${basicTime(at)}Z`;

/** The parameter and value of a Lima DATE-TIME property: ';TZID=America/Lima:20261125T080000'. */
export const limaDateTime = (at: number) => `;TZID=${LIMA}:${basicTime(at, LIMA_OFFSET_MS)}`;

/** TEXT values escape backslashes, semicolons, commas and newlines (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines longer than 75 octets continue on lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const classType = (item: CalendarClass) =>
  item.isAsync
    ? 'Clase asincrónica'
    : item.modality === 'PRESENCIAL'
      ? 'Clase presencial'
      : 'Clase virtual';

function event(item: CalendarClass, stamp: number, domain: string): string[] {
  const type = classType(item);
  const description = [`${type} · Grupo ${item.grupoCodigo}`];
  if (item.teamsUrl) description.push(`Teams: ${item.teamsUrl}`);
  return [
    'BEGIN:VEVENT',
    `UID:sesion-${item.idSesion}@${domain}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART${limaDateTime(item.startsAt)}`,
    `DTEND${limaDateTime(item.endsAt)}`,
    `SUMMARY:${escapeText(`${item.curso} (${type})`)}`,
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    `LOCATION:${escapeText([item.room, item.campus].filter(Boolean).join(', '))}`,
    `CATEGORIES:${escapeText(type)}`,
    ...(item.teamsUrl ? [`URL:${item.teamsUrl}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The owner's classes: one VEVENT per class with its Lima times (TZID with the zone's
 * VTIMEZONE), its type in the title, description and category, and its room and campus as
 * location. `stamp` is when the feed was made (the demo clock).
 */
export function scheduleCalendar(
  owner: string,
  classes: readonly CalendarClass[],
  { stamp, domain }: { stamp: number; domain: string },
): string {
  return calendarDocument(
    [
      'PRODID:-//Campus//Horario//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(`Horario de ${owner}`)}`,
      `X-WR-TIMEZONE:${LIMA}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    classes.map((item) => event(item, stamp, domain)),
  );
}

/** A VCALENDAR of `properties` and `events` (each its VEVENT's lines), with Lima's VTIMEZONE. */
export function calendarDocument(
  properties: readonly string[],
  events: ReadonlyArray<readonly string[]>,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...properties,
    ...LIMA_VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
