export { default as CampusThemeProvider } from './CampusThemeProvider';
export { default as ColorModeProvider } from './ColorModeProvider';
export { createCampusTheme } from './createCampusTheme';
export { breakpointValues } from './breakpoints';
export { BRAND_CODES, DEFAULT_BRAND, isBrandCode, type BrandCode } from '@/lib/brand/palettes';
export { useColorMode } from './useColorMode';
export { useBrand } from './brandContext';
export { LayerContext, layers, useLayer } from './layers';
export { createStyleCache } from './styleCache';
