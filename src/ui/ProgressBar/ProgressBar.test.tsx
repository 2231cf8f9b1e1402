import { createTheme, getContrastRatio } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCampusTheme } from '../theme';
import ProgressBar from './ProgressBar';
import ProgressBarDemo from './ProgressBar.demo';
import { progressColor, toneColor, type ProgressTone } from './progressColor';

const fill = (name: string) =>
  within(screen.getByRole('progressbar', { name })).getByTestId('progress-fill');

describe('progressColor', () => {
  it.each([
    [0, 'red'],
    [29.9, 'red'],
    [30, 'orange'],
    [59, 'orange'],
    [60, 'yellow'],
    [74, 'yellow'],
    [75, 'green'],
    [100, 'green'],
  ] as const)('gives %s %% the tone %s', (percent, tone) => {
    expect(progressColor(percent)).toBe(tone);
  });

  it.each(['light', 'dark'] as const)('keeps every tone at 3:1 on the %s surfaces', (mode) => {
    const { palette } = createCampusTheme('HZT', mode);
    const tones: ProgressTone[] = ['red', 'orange', 'yellow', 'green'];
    for (const tone of tones) {
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(toneColor(tone, palette), surface)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar out of its limit', () => {
    render(<ProgressBar value={18} limit={24} label="Créditos" />);
    const bar = screen.getByRole('progressbar', { name: 'Créditos' });
    expect(bar).toHaveAttribute('aria-valuenow', '18');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
  });

  it('defaults to a limit of 100 and a Spanish label', () => {
    render(<ProgressBar value={40} />);
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    );
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('fills as far as the percentage in the colour of its tone', () => {
    const { palette } = createTheme();
    render(<ProgressBar value={15} limit={50} label="Asistencia" />);
    expect(fill('Asistencia')).toHaveStyle({
      width: '30%',
      backgroundColor: toneColor('orange', palette),
    });
  });

  it('lists its legend under the bar', () => {
    render(<ProgressBar value={10} legend={[{ estado: 'Matriculado', fecha: '02/03/2026' }]} />);
    const item = within(screen.getByRole('list', { name: 'Estados' })).getByRole('listitem');
    expect(item).toHaveTextContent('Matriculado02/03/2026');
  });

  it('demo shows one bar per tone and the legend', () => {
    render(<ProgressBarDemo />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
    expect(screen.getByRole('progressbar', { name: 'Créditos de la carrera' })).toHaveAttribute(
      'aria-valuetext',
      '75%',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
