import type { PaletteMode } from '@mui/material/styles';
import { createContext } from 'react';

export interface ColorModeValue {
  mode: PaletteMode;
  toggleColorMode: () => void;
}

export const ColorModeContext = createContext<ColorModeValue | null>(null);
