import { VALIDATION_MESSAGES as M, type Validator } from '@/lib/validation';
import type { PostFormValues } from './postFormValues';

// spec §5's post form rules on the client (the demo API checks them again, with the same texts).

export const TEXT_MIN = 5;
export const TEXT_MAX = 349;
export const BUTTON_MIN = 3;
export const BUTTON_MAX = 30;
export const PIN_DAYS = 7;
export const IMAGE_EXTENSIONS = 'png,jpeg,jpg,gif';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = 'png,jpeg,jpg,pdf';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const ruleTexts = {
  videoHost: 'Solo se permiten links de Youtube o Vimeo.',
  advancedFilter: 'Elige al menos un valor del filtro avanzado.',
  pinWindow: 'La fijación puede durar hasta 7 días desde la fecha de inicio.',
} as const;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
/** Characters as people count them: an emoji (a flag, a skin tone) is one. */
export const characterCount = (text: string) => [...graphemes.segment(text)].length;

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

type Result = string | true;

/** One of these rules as a `@/lib/validation` validator, the way the form's fields take them. */
export const asValidator =
  (rule: (value: string) => Result): Validator =>
  (value) => {
    const result = rule(value);
    return result === true ? null : result;
  };

const length = (value: string, min: number, max: number): Result => {
  const text = value.trim();
  if (!text) return M.required;
  const count = characterCount(text);
  if (count < min) return M.minLength(min);
  return count > max ? M.maxLength : true;
};

export const textRule = (value: string) => length(value, TEXT_MIN, TEXT_MAX);
export const buttonRule = (value: string) => length(value, BUTTON_MIN, BUTTON_MAX);

export function videoRule(value: string): Result {
  const link = value.trim();
  if (!link) return M.required;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return M.url;
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) return M.url;
  return VIDEO_HOSTS.has(url.hostname.toLowerCase()) || ruleTexts.videoHost;
}

export const requiredList = (value: readonly unknown[]) => value.length > 0 || M.required;

/** Down to the minute (spec §5: seconds and milliseconds zeroed). */
export const toMinute = (iso: string) => Math.floor(Date.parse(iso) / MINUTE) * MINUTE;

/** The earliest start: now, or when editing the earlier of creation and schedule. */
export function startRule(value: string | null, earliest: number): Result {
  if (!value) return M.required;
  return toMinute(value) >= Math.floor(earliest / MINUTE) * MINUTE || M.minDate;
}

export function pinEndRule(value: string | null, start: string | null): Result {
  if (!value) return M.required;
  if (!start) return true;
  const end = toMinute(value);
  if (end < toMinute(start)) return M.minDate;
  return end <= toMinute(start) + PIN_DAYS * DAY || ruleTexts.pinWindow;
}

export function advancedRule(values: PostFormValues): Result {
  if (!values.existeFiltroAvanzado) return true;
  const lists = [
    values.idSedes,
    values.idProgramas,
    values.idPeriodos,
    values.idProductos,
    values.idModulos,
  ];
  return lists.some((list) => list.length > 0) || ruleTexts.advancedFilter;
}

/** What the caller may pin (spec §6): the permission and the area's right, per audience. */
export interface PinRights {
  students: boolean;
  teachers: boolean;
  graduates: boolean;
}

/** Pinning is off with no audience chosen, or one the caller may not pin for (spec §4). */
export function canPin(audiences: readonly string[], rights: PinRights): boolean {
  if (audiences.length === 0) return false;
  return audiences.every((audience) =>
    audience === 'EVAAUD001'
      ? rights.teachers
      : audience === 'EVAAUD002'
        ? rights.students
        : rights.graduates,
  );
}
