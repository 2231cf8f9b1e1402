import type { ReporteColumna } from '@generated/main/model';
import { formatCount, formatDecimal, formatPercent } from '@/admin/formatNumber';
import { formatDate } from '@/lib/dates';

import { isNameColumn } from './reportNames';

const asGiven = (text: string) => text;

/**
 * A report's figure as its column says: a count (1,200), a percentage (66.7 %), days (2.5), a
 * day (25/11/2026, spec §9) or a name written by `capitalize` (spec §5).
 */
export const formatFigure = (
  column: ReporteColumna,
  value: unknown,
  capitalize: (name: string) => string = asGiven,
) => {
  if (column.tipo === 'fecha' && typeof value === 'string') return formatDate(value);
  if (typeof value === 'string' && isNameColumn(column.clave)) return capitalize(value);
  if (typeof value !== 'number') return String(value ?? '');
  if (column.tipo === 'porcentaje') return formatPercent(value);
  return column.tipo === 'decimal' ? formatDecimal(value) : formatCount(value);
};
