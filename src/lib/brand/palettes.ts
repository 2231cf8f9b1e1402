import type { PaletteMode } from '@mui/material/styles';

/** Brand codes of the six institutes that share the campus (runtime config `brand`). */
export const BRAND_CODES = ['HZT', 'CMB', 'PCF', 'AMZ', 'ALT', 'NRT'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const DEFAULT_BRAND: BrandCode = 'HZT';

export const isBrandCode = (value: unknown): value is BrandCode =>
  typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);

interface BrandColor {
  main: string;
  contrastText: string;
}

export interface BrandPalette {
  primary: BrandColor;
  secondary: BrandColor;
}

/**
 * Fictional brand colours. Light variants are dark enough for white text and for use as text on
 * white; dark variants are light enough for near-black text and for use as text on the dark
 * background. palettes.test.ts checks every pair against WCAG AA (4.5:1).
 */
export const brandPalettes: Record<BrandCode, Record<PaletteMode, BrandPalette>> = {
  // Horizonte: deep blue.
  HZT: {
    light: {
      primary: { main: '#1d4ed8', contrastText: '#ffffff' },
      secondary: { main: '#b91c1c', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#93c5fd', contrastText: '#0b1a33' },
      secondary: { main: '#fca5a5', contrastText: '#2b0a0a' },
    },
  },
  // Cumbre: teal.
  CMB: {
    light: {
      primary: { main: '#0f766e', contrastText: '#ffffff' },
      secondary: { main: '#9a3412', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#5eead4', contrastText: '#042f2e' },
      secondary: { main: '#fdba74', contrastText: '#2a1005' },
    },
  },
  // Pacífico: ocean cyan.
  PCF: {
    light: {
      primary: { main: '#0e7490', contrastText: '#ffffff' },
      secondary: { main: '#6d28d9', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#67e8f9', contrastText: '#083344' },
      secondary: { main: '#c4b5fd', contrastText: '#1e0b40' },
    },
  },
  // Amazonía: forest green.
  AMZ: {
    light: {
      primary: { main: '#15803d', contrastText: '#ffffff' },
      secondary: { main: '#a16207', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#86efac', contrastText: '#052e16' },
      secondary: { main: '#fde047', contrastText: '#2a2005' },
    },
  },
  // Altiplano: violet.
  ALT: {
    light: {
      primary: { main: '#7e22ce', contrastText: '#ffffff' },
      secondary: { main: '#be185d', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#d8b4fe', contrastText: '#2e0a4f' },
      secondary: { main: '#f9a8d4', contrastText: '#3b0a22' },
    },
  },
  // Norte: burnt orange.
  NRT: {
    light: {
      primary: { main: '#b45309', contrastText: '#ffffff' },
      secondary: { main: '#1e40af', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#fcd34d', contrastText: '#2a1a03' },
      secondary: { main: '#93c5fd', contrastText: '#0b1a33' },
    },
  },
};

/** Neutral surfaces and text shared by every brand, per mode. */
export const neutralPalettes = {
  light: {
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#1a1c1e', secondary: '#4a4f57', disabled: 'rgba(0, 0, 0, 0.38)' },
    divider: 'rgba(0, 0, 0, 0.12)',
  },
  dark: {
    background: { default: '#121316', paper: '#1c1e22' },
    text: { primary: '#eceef1', secondary: '#b4b9c2', disabled: 'rgba(255, 255, 255, 0.5)' },
    divider: 'rgba(255, 255, 255, 0.12)',
  },
} as const;

/** Status colours tuned so their contrast text and their use as text on surfaces pass AA. */
export const statusPalettes = {
  light: {
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#a44a00', contrastText: '#ffffff' },
    info: { main: '#0368a8', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
  },
  dark: {
    error: { main: '#ff8a80', contrastText: '#2b0505' },
    warning: { main: '#ffb74d', contrastText: '#2a1703' },
    info: { main: '#81d4fa', contrastText: '#03202e' },
    success: { main: '#81c784', contrastText: '#06230a' },
  },
} as const;
