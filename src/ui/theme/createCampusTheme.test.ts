import { describe, expect, it } from 'vitest';
import { createCampusTheme } from './createCampusTheme';

describe('createCampusTheme', () => {
  const theme = createCampusTheme('AMZ', 'light');

  it('uses the spec §9 breakpoints, 2xl included', () => {
    expect(theme.breakpoints.values).toEqual({
      xs: 0,
      sm: 576,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1440,
    });
    expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:1440px)');
  });

  it('applies the brand palette of the requested mode', () => {
    expect(theme.palette.primary.main).toBe('#15803d');
    expect(createCampusTheme('AMZ', 'dark').palette.primary.main).toBe('#86efac');
    expect(createCampusTheme('AMZ', 'dark').palette.mode).toBe('dark');
  });

  it('carries the Spanish component texts', () => {
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'Filas por página:',
    );
  });
});
