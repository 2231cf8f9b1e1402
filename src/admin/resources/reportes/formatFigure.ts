import type { ReporteColumna } from '@generated/main/model';
import { formatCount, formatPercent } from '@/admin/formatNumber';

/** A report's number as its column says: a count (1,200) or a percentage (66.7 %). */
export const formatFigure = (column: ReporteColumna, value: unknown) => {
  if (typeof value !== 'number') return String(value ?? '');
  return column.tipo === 'porcentaje' ? formatPercent(value) : formatCount(value);
};
