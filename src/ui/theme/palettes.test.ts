import { decomposeColor, getLuminance, type PaletteMode } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES } from '@/lib/brand/palettes';
import { createCampusTheme } from './createCampusTheme';

// Blends a translucent foreground over its opaque background before measuring (WCAG 2.1 §1.4.3).
const flatten = (foreground: string, background: string) => {
  const fg = decomposeColor(foreground);
  const bg = decomposeColor(background);
  const alpha = fg.values[3] ?? 1;
  const channels = [0, 1, 2].map((i) =>
    Math.round(fg.values[i] * alpha + bg.values[i] * (1 - alpha)),
  );
  return `rgb(${channels.join(', ')})`;
};

const contrast = (foreground: string, background: string) => {
  const a = getLuminance(flatten(foreground, background));
  const b = getLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const modes: PaletteMode[] = ['light', 'dark'];
const cases = BRAND_CODES.flatMap((brand) => modes.map((mode) => [brand, mode] as const));

describe.each(cases)('palette %s in %s mode', (brand, mode) => {
  const { palette } = createCampusTheme(brand, mode);
  const surfaces = {
    'background.default': palette.background.default,
    'background.paper': palette.background.paper,
  };

  it('keeps primary.contrastText on primary.main at AA', () => {
    expect(contrast(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('keeps text.primary on background.default at AA', () => {
    expect(contrast(palette.text.primary, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['secondary', 'error', 'warning', 'info', 'success'] as const)(
    'keeps %s.contrastText on its main colour at AA',
    (color) => {
      expect(contrast(palette[color].contrastText, palette[color].main)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it.each(Object.entries(surfaces))('keeps text and brand colours readable on %s', (_, surface) => {
    for (const foreground of [
      palette.text.primary,
      palette.text.secondary,
      palette.primary.main,
      palette.secondary.main,
      palette.error.main,
    ]) {
      expect(contrast(foreground, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
