import { texts } from '../shared/substitute/texts';

const DAY = 86_400_000;
/** The longest a window may stay open (the demo API refuses longer ones too). */
export const MAX_WINDOW_DAYS = 30;

/** The window's end after its start and at most 30 days later: the message, or null. */
export function windowEndError(opens: string | null, closes: string | null): string | null {
  if (!closes) return texts.dateRequired;
  if (!opens) return null;
  const length = Date.parse(closes) - Date.parse(opens);
  if (length <= 0) return texts.order;
  return length > MAX_WINDOW_DAYS * DAY ? texts.tooLong : null;
}
