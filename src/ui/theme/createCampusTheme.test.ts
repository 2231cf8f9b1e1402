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

describe('MUI component texts', () => {
  const pagination = createCampusTheme('HZT', 'light').components?.MuiTablePagination?.defaultProps;

  it('writes numbers as Peru does', () => {
    const label = pagination?.labelDisplayedRows;
    expect(label?.({ from: 1001, to: 1050, count: 12500, page: 20 })).toBe('1,001–1,050 de 12,500');
    expect(label?.({ from: 1, to: 50, count: -1, page: 0 })).toBe('1–50 de más de 50');
  });

  it('names every page control in Spanish', () => {
    expect(pagination?.getItemAriaLabel?.('next')).toBe('Ir a la página siguiente');
    const items = createCampusTheme('HZT', 'light').components?.MuiPagination?.defaultProps;
    expect(items?.getItemAriaLabel?.('page', 3, false)).toBe('Ir a la página 3');
    expect(items?.getItemAriaLabel?.('page', 3, true)).toBe('página 3');
  });
});
