import { useContext } from 'react';
import { ColorModeContext, type ColorModeValue } from './colorModeContext';

/** Current colour mode and its toggle; needs a `ColorModeProvider` above. */
export const useColorMode = (): ColorModeValue => {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider');
  return value;
};
