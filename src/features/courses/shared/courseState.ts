import type { TagColor } from '@/ui/Tag';

// Curricular states of the contract's AvanceCurricular (APROBADO, EN_CURSO, DESAPROBADO,
// PENDIENTE) and the colour each is shown in.
export type CourseState = 'APROBADO' | 'EN_CURSO' | 'DESAPROBADO' | 'PENDIENTE';

const COLORS: Record<CourseState, TagColor> = {
  APROBADO: 'success',
  EN_CURSO: 'info',
  DESAPROBADO: 'error',
  PENDIENTE: 'neutral',
};

export const courseStateColor = (state: CourseState): TagColor => COLORS[state];

const average = new Intl.NumberFormat('es-PE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** A weighted average as the record shows it (14.6, 15.25), or null before any grade. */
export const formatAverage = (value: number | null): string | null =>
  value === null ? null : average.format(value);
