import { formatMoney } from '@/lib/dates';

/** Céntimos, as the contract carries every amount, in soles: 51750 -> 'S/ 517.50'. */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** A Lima day ('YYYY-MM-DD') as the campus writes it (spec §9): dd/mm/yyyy. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');
