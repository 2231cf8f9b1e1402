import CssBaseline from '@mui/material/CssBaseline';
// Material's ThemeProvider also bundles the CSS-variables provider, which a theme built by
// createCampusTheme never uses; the system provider is what it delegates to for such themes.
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import { BrandContext } from './brandContext';
import { createCampusTheme } from './createCampusTheme';
import type { BrandCode } from '@/lib/brand/palettes';
import { useColorMode } from './useColorMode';

interface CampusThemeProviderProps {
  /** Brand whose palette colours the app. */
  brand: BrandCode;
  children: ReactNode;
}

/** Applies the brand theme in the current colour mode, with MUI's CSS baseline. */
export default function CampusThemeProvider({ brand, children }: CampusThemeProviderProps) {
  const { mode } = useColorMode();
  const theme = useMemo(() => createCampusTheme(brand, mode), [brand, mode]);
  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </BrandContext.Provider>
  );
}
