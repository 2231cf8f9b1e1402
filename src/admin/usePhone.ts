import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Below the `sm` breakpoint a list shows one line per record instead of a table wider than the screen. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
