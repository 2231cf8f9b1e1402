// Campus days are Lima days (ARCHITECTURE §5): Peru keeps UTC-5 all year, no daylight saving.
export const LIMA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Lima day ('YYYY-MM-DD') of the epoch ms `at`, moved by `days`. */
export const limaDay = (at: number, days = 0) =>
  new Date(at + LIMA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' as the campus writes it (spec §9): dd/mm/yyyy. */
export const dayEsPE = (day: string) => day.split('-').reverse().join('/');

/** Epoch ms of a Lima wall time ('HH:MM') on a 'YYYY-MM-DD' day. */
export const limaInstant = (day: string, time: string): number =>
  Date.parse(`${day}T${time}:00Z`) - LIMA_OFFSET_MS;

/** The Lima wall time ('HH:MM') of the epoch ms `at`. */
export const limaTime = (at: number) => new Date(at + LIMA_OFFSET_MS).toISOString().slice(11, 16);
