import type { BreakpointsOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/**
 * Spec §9 breakpoints. The spec's smallest phone (375 px) is a design target, not a breakpoint:
 * MUI needs xs to start at 0 so narrower screens still get the mobile layout. `xxl` is the spec's
 * 2xl (1440 px).
 */
export const breakpointValues = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
} as const;

export const breakpoints: BreakpointsOptions = { values: breakpointValues };
