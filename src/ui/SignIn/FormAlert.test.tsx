import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStorage } from '@/lib/storage';
import { renderWithProviders } from '@/test/renderWithProviders';
import FormAlert, { type FormAlertSeverity } from './FormAlert';

const severities: FormAlertSeverity[] = ['error', 'warning', 'info'];

describe('FormAlert', () => {
  it('is an alert by default and a status when it only informs', () => {
    renderWithProviders(
      <>
        <FormAlert severity="error">Usuario o contraseña incorrectos.</FormAlert>
        <FormAlert severity="info" role="status">
          Sesión finalizada
        </FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(screen.getByRole('status')).toHaveTextContent('Sesión finalizada');
  });

  describe.each(['light', 'dark'])('in %s mode', (mode) => {
    it.each(severities)('keeps %s text readable on its background (WCAG AA)', (severity) => {
      writeStorage('darkMode', mode === 'dark');
      renderWithProviders(<FormAlert severity={severity}>Mensaje</FormAlert>, { styles: 'all' });
      const { color, backgroundColor } = getComputedStyle(screen.getByRole('alert'));
      expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
