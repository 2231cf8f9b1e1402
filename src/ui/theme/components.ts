import type { Components, Theme } from '@mui/material/styles';

/** Per-component defaults shared by every brand and mode. */
export const components: Components<Omit<Theme, 'components'>> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
  },
  // Links inside text must not rely on colour alone (WCAG 1.4.1).
  MuiLink: {
    defaultProps: { underline: 'always' },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiBottomNavigation: {
    styleOverrides: {
      root: ({ theme }) => ({ borderTop: `1px solid ${theme.palette.divider}` }),
    },
  },
  MuiBottomNavigationAction: {
    defaultProps: { showLabel: true },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
  MuiAlert: {
    defaultProps: { variant: 'standard' },
  },
};
