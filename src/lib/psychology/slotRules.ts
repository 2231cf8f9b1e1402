// The psychologists' availability rules of spec §5 and §9, shared by the campus (which slots the
// calendar lets a psychologist toggle) and the demo API (which saves it takes): one module with no
// imports, so the server runs it as it is and only the psychology chunk of the app carries it.
//
// Days are Lima days written 'YYYY-MM-DD' (Peru keeps UTC-5 all year); instants are epoch ms.

const MINUTE = 60_000;
const DAY = 86_400_000;
const LIMA_OFFSET = -5 * 60 * MINUTE;

/** spec §9: a slot lasts 30 minutes. */
export const SLOT_MINUTES = 30;
/** The hours the calendar offers each day, in Lima: 08:00 to the slot starting 19:30. */
export const FIRST_SLOT = '08:00';
export const SLOTS_PER_DAY = 24;
/**
 * Hours before a slot's start after which a student can no longer book, cancel or reschedule
 * it: the psychologist learns of every change at least this early.
 */
export const CUTOFF_HOURS = 12;

/** What the brand of the psychologist allows (parameters and master data). */
export interface CalendarRules {
  /** EVA_DISPONIBILIDAD_SABADO (spec §9: disabled by default). */
  saturday: boolean;
  /** EVA_DISPONIBILIDAD_DOMINGO (spec §9: disabled by default). */
  sunday: boolean;
  /** EVA_DISPONIBILIDAD_SEMANAS: the current week and the following ones (spec §9: 2). */
  weeks: number;
  /** The brand's holidays (master table FERIADOS), as Lima days. */
  holidays: ReadonlySet<string>;
}

export type SlotRefusal = 'past' | 'holiday' | 'saturday' | 'sunday' | 'beyond-window' | 'booked';

/** The Lima day of the instant `at`. */
export const limaDayOf = (at: number): string =>
  new Date(at + LIMA_OFFSET).toISOString().slice(0, 10);

/** The instant of a Lima wall time 'HH:MM' on `day`. */
export const limaInstantOf = (day: string, time: string): number =>
  Date.parse(`${day}T${time}:00Z`) - LIMA_OFFSET;

/** `day` moved by `days`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** 0 Monday … 6 Sunday (spec §9: the week starts Monday). */
export const weekdayOf = (day: string): number =>
  (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** The last day a psychologist may open: the Sunday ending the window's last week. */
export const lastEditableDay = (now: number, weeks: number): string =>
  addDays(mondayOf(limaDayOf(now)), 7 * weeks - 1);

/** The starts of a day's slots, in order. */
export const slotStartsOf = (day: string): number[] => {
  const first = limaInstantOf(day, FIRST_SLOT);
  return Array.from({ length: SLOTS_PER_DAY }, (_, index) => first + index * SLOT_MINUTES * MINUTE);
};

/** The end of the slot starting at `start`. */
export const slotEndOf = (start: number): number => start + SLOT_MINUTES * MINUTE;

/** Whether `start` is the start of one of the grid's slots (on the half hour, within the day). */
export const isGridStart = (start: number): boolean =>
  slotStartsOf(limaDayOf(start)).includes(start);

/**
 * Why a psychologist may not open or close the slot starting at `start` now (spec §5), or null
 * when they may: a past day or hour, a holiday, Saturday or Sunday unless the brand enables it,
 * beyond the window, or a slot a student booked.
 */
export function slotRefusal(
  start: number,
  rules: CalendarRules,
  now: number,
  booked = false,
): SlotRefusal | null {
  const day = limaDayOf(start);
  if (start <= now) return 'past';
  if (day > lastEditableDay(now, rules.weeks)) return 'beyond-window';
  if (rules.holidays.has(day)) return 'holiday';
  const weekday = weekdayOf(day);
  if (weekday === 5 && !rules.saturday) return 'saturday';
  if (weekday === 6 && !rules.sunday) return 'sunday';
  return booked ? 'booked' : null;
}

/** Whether a student may still book, cancel or reschedule the slot starting at `start`. */
export const beforeCutoff = (start: number, now: number): boolean =>
  start - now >= CUTOFF_HOURS * 60 * MINUTE;
