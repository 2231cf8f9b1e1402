import { pattern, type Validator } from '@/lib/validation';
import { settingsTexts as texts } from './texts';

/** The contract's pattern for a quiet-hours time: 'HH:mm', 24 h. */
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The start: a 24-hour time (required by the field). */
export const fromRules: readonly Validator[] = [pattern(TIME_OF_DAY)];

/**
 * The end: a 24-hour time other than the start, as the server asks. It may come earlier than the
 * start: the quiet hours then cross midnight.
 */
export const toRules = ({ from }: { from: string }): readonly Validator[] => [
  pattern(TIME_OF_DAY),
  (to) => (to === from ? texts.quietHours.sameTimes : null),
];
