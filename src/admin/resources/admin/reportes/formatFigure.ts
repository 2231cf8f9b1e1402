import type { ReporteColumna } from '@generated/main/model';
import { formatCount, formatDecimal, formatPercent } from '@/admin/formatNumber';

/** A report's number as its column says: a count (1,200), a percentage (66.7 %) or days (2.5). */
export const formatFigure = (column: ReporteColumna, value: unknown) => {
  if (typeof value !== 'number') return String(value ?? '');
  if (column.tipo === 'porcentaje') return formatPercent(value);
  return column.tipo === 'decimal' ? formatDecimal(value) : formatCount(value);
};
