import type { components } from '../../../generated/main/paths.ts';
import { httpsLink, isVideoLink } from '../admin/links.ts';
import type { FieldErrors } from '../errors.ts';
import { postTexts } from './texts.ts';

// spec §5's post form rules, as the server checks them (the form is not the only guard).

export type PostPayload = components['schemas']['PublicacionDatos'];

export const TEXT_MIN = 5;
export const TEXT_MAX = 349;
export const BUTTON_MIN = 3;
export const BUTTON_MAX = 30;
export const PIN_DAYS = 7;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** Characters as people count them: an emoji (even a flag or a skin tone) is one. */
export const characterCount = (text: string) => [...graphemes.segment(text)].length;

/** A date-time to the minute (spec §5: seconds and milliseconds zeroed), or null. */
export function toMinute(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / MINUTE) * MINUTE;
}

export interface RuleContext {
  /** Now, to the minute. */
  now: number;
  /** When editing: the earliest start date allowed (the earlier of creation and schedule). */
  earliestStart: number | null;
}

/** The field errors of a post payload; empty when every rule holds. */
export function postErrors(body: PostPayload, context: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };

  const text = body.descripcion.trim();
  if (!text) add('descripcion', postTexts.required);
  else if (characterCount(text) < TEXT_MIN) add('descripcion', postTexts.minLength(TEXT_MIN));
  else if (characterCount(text) > TEXT_MAX) add('descripcion', postTexts.maxLength);

  if (body.idTipoOpcion === 1 && !body.imagenPublicacion)
    add('imagenPublicacion', postTexts.required);
  if (body.idTipoOpcion === 2) {
    const link = (body.rutaVideo ?? '').trim();
    const url = link ? httpsLink(link) : null;
    if (!link) add('rutaVideo', postTexts.required);
    else if (!url) add('rutaVideo', postTexts.link);
    else if (!isVideoLink(url)) add('rutaVideo', postTexts.videoHost);
  }
  if (body.existeDocumento) {
    if (!body.archivoPublicacion) add('archivoPublicacion', postTexts.required);
    const button = (body.textoBotonDocumento ?? '').trim();
    if (!button) add('textoBotonDocumento', postTexts.required);
    else if (characterCount(button) < BUTTON_MIN) {
      add('textoBotonDocumento', postTexts.minLength(BUTTON_MIN));
    } else if (characterCount(button) > BUTTON_MAX) {
      add('textoBotonDocumento', postTexts.maxLength);
    }
  }

  if (!body.idAreaEncargada) add('idAreaEncargada', postTexts.required);
  if (!body.idAudiencias?.length) add('idAudiencias', postTexts.required);
  if (!body.idDivisiones?.length) add('idDivisiones', postTexts.required);

  const start = toMinute(body.fechaInicial);
  const earliest = Math.min(context.now, context.earliestStart ?? context.now);
  if (!body.fechaInicial) add('fechaInicial', postTexts.required);
  else if (start === null || start < earliest) add('fechaInicial', postTexts.minDate);

  if (body.existeFiltroAvanzado) {
    const chosen = [
      body.idSedes,
      body.idProgramas,
      body.idPeriodos,
      body.idProductos,
      body.idModulos,
    ].some((list) => (list?.length ?? 0) > 0);
    if (!chosen) add('existeFiltroAvanzado', postTexts.advancedFilter);
  }

  if (body.esFijada) {
    const end = toMinute(body.fechaFinalFijada);
    if (!body.fechaFinalFijada) add('fechaFinalFijada', postTexts.required);
    else if (end === null || (start !== null && end < start)) {
      add('fechaFinalFijada', postTexts.minDate);
    } else if (start !== null && end > start + PIN_DAYS * DAY) {
      add('fechaFinalFijada', postTexts.pinWindow);
    }
  }
  return errors;
}

/** Who a pin reaches, from the audiences chosen. */
export function pinsOf(body: PostPayload) {
  const audiences = new Set(body.idAudiencias ?? []);
  const pinned = body.esFijada === true;
  return {
    students: pinned && audiences.has('EVAAUD002'),
    graduates: pinned && audiences.has('EVAAUD003'),
    teachers: pinned && audiences.has('EVAAUD001'),
  };
}
