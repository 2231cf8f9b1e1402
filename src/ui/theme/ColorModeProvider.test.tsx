import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import CampusThemeProvider from './CampusThemeProvider';
import ColorModeProvider from './ColorModeProvider';
import { useColorMode } from './useColorMode';

function ModeProbe() {
  const { mode, toggleColorMode } = useColorMode();
  const theme = useTheme();
  return (
    <button type="button" onClick={toggleColorMode}>
      {`${mode} ${theme.palette.mode}`}
    </button>
  );
}

const renderProbe = () =>
  render(
    <ColorModeProvider>
      <CampusThemeProvider brand="PCF">
        <ModeProbe />
      </CampusThemeProvider>
    </ColorModeProvider>,
  );

describe('ColorModeProvider', () => {
  it('starts light without a stored choice and persists the toggle', async () => {
    const { unmount } = renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('light light');

    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('dark dark');
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');

    unmount();
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('dark dark');
  });

  it('honours a stored light choice and can switch back and forth', async () => {
    localStorage.setItem(STORAGE_KEYS.darkMode, 'false');
    renderProbe();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light light');
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('false');
  });

  it('refuses to work without its provider', () => {
    const Orphan = () => <>{useColorMode().mode}</>;
    expect(() => render(<Orphan />)).toThrow('useColorMode needs a ColorModeProvider');
  });
});
