import { breakpointValues } from '../theme';

/** The `breakpoint` names a table accepts; spec §9 maps any other name to 1280 px. */
export type TableBreakpoint = 'sm' | 'md' | 'lg' | 'xl';

const named: Partial<Record<string, number>> = {
  sm: breakpointValues.sm,
  md: breakpointValues.md,
  lg: breakpointValues.lg,
};

/** spec §9: width in px below which a table turns into cards (sm 576, md 768, lg 1024, else 1280). */
export const cardBreakpoint = (breakpoint: string): number =>
  named[breakpoint] ?? breakpointValues.xl;
