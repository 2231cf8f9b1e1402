import type { PaletteMode } from '@mui/material/styles';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { ColorModeContext } from './colorModeContext';

const prefersDark = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-color-scheme: dark)').matches;

// The stored choice wins; without one, follow the operating system.
const initialMode = (): PaletteMode => {
  const stored = readStorage('darkMode');
  if (stored !== null) return stored ? 'dark' : 'light';
  return prefersDark() ? 'dark' : 'light';
};

/** Holds the light/dark choice and persists it in local storage. */
export default function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(initialMode);

  const toggleColorMode = useCallback(() => {
    const next = mode === 'dark' ? 'light' : 'dark';
    writeStorage('darkMode', next === 'dark');
    setMode(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggleColorMode }), [mode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
