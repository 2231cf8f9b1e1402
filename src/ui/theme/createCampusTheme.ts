import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { breakpoints } from './breakpoints';
import { components } from './components';
import { layers } from './layers';
import { muiLocaleEsPE } from './muiLocale';
import { brandPalettes, neutralPalettes, statusPalettes, type BrandCode } from '@/lib/brand/palettes';
import { typography } from './typography';

/** Builds the MUI theme of one brand in one colour mode, with the Spanish component texts. */
export const createCampusTheme = (brand: BrandCode, mode: PaletteMode): Theme =>
  createTheme(
    {
      breakpoints,
      palette: {
        mode,
        // Status and brand colours pick their own text colour; MUI's default threshold (3) is
        // below WCAG AA for normal text.
        contrastThreshold: 4.5,
        ...brandPalettes[brand][mode],
        ...statusPalettes[mode],
        ...neutralPalettes[mode],
      },
      typography,
      shape: { borderRadius: 8 },
      focusVisible: true,
      zIndex: {
        mobileStepper: 10,
        fab: 20,
        speedDial: 20,
        appBar: layers.appBar,
        drawer: layers.drawer,
        tooltip: layers.tooltip,
        modal: layers.modal,
        snackbar: layers.toast,
      },
      components,
    },
    muiLocaleEsPE,
  );
