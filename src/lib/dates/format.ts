import { toCampusTime, type DateInput } from './dayjs';

/** dd/mm/yyyy (spec §9). */
export function formatDate(value: DateInput): string {
  return toCampusTime(value).format('DD/MM/YYYY');
}

/** 12-hour es-PE time, e.g. '3:05 p. m.' (spec §9). */
export function formatTime(value: DateInput): string {
  const time = toCampusTime(value);
  return `${time.format('h:mm')} ${time.hour() < 12 ? 'a. m.' : 'p. m.'}`;
}

export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** Spanish weekday and month names, e.g. 'lunes, 2 de marzo de 2026'. */
export function formatLongDate(value: DateInput): string {
  return toCampusTime(value).format('dddd, D [de] MMMM [de] YYYY');
}

/** The full moment, e.g. 'lunes, 2 de marzo de 2026, 10:05 a. m.' (tooltips of relative times). */
export function formatLongDateTime(value: DateInput): string {
  return `${formatLongDate(value)}, ${formatTime(value)}`;
}

const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/** Money in soles, e.g. 'S/ 1,234.50' (ARCHITECTURE §5). */
export function formatMoney(amount: number): string {
  return soles.format(amount);
}
