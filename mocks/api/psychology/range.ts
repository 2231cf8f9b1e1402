import { badRequest } from '../errors.ts';
import { limaInstant } from '../limaDay.ts';
import { psychologyTexts as texts } from './texts.ts';

const DAY = 86_400_000;
const MAX_DAYS = 14;

/** The instants from fechaInicio's start to the end of fechaFin (Lima days), at most 14 days. */
export function dayRange(query: { fechaInicio: string; fechaFin: string }) {
  const from = limaInstant(query.fechaInicio, '00:00');
  const to = limaInstant(query.fechaFin, '00:00') + DAY;
  if (to <= from || to - from > MAX_DAYS * DAY) throw badRequest({ fechaFin: [texts.range] });
  return { from, to };
}
