import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCampusTheme } from '../theme';
import Tag, { type TagColor } from './Tag';
import TagDemo from './Tag.demo';

// Blends a translucent colour over the surface under it before measuring (WCAG 2.1 §1.4.3).
const flatten = (color: string, surface: string) => {
  const fg = decomposeColor(color);
  const bg = decomposeColor(surface);
  const alpha = fg.values[3] ?? 1;
  const channels = [0, 1, 2].map((i) => fg.values[i] * alpha + bg.values[i] * (1 - alpha));
  return `rgb(${channels.map(Math.round).join(', ')})`;
};
// The chip's colours and size sit on its root, which has no role of its own.
// eslint-disable-next-line testing-library/no-node-access
const chipStyle = (label: string) => getComputedStyle(screen.getByText(label).parentElement!);

const colors: TagColor[] = ['success', 'warning', 'error', 'info', 'neutral', 'primary'];

describe('Tag', () => {
  describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
    const theme = createCampusTheme('HZT', mode);
    it.each(colors)('keeps %s text at AA on both surfaces', (color) => {
      render(
        <ThemeProvider theme={theme}>
          <Tag label="Estado" color={color} />
        </ThemeProvider>,
      );
      const chip = chipStyle('Estado');
      for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
        const background = flatten(chip.backgroundColor, surface);
        expect(
          getContrastRatio(flatten(chip.color, background), background),
        ).toBeGreaterThanOrEqual(4.5);
      }
      if (color !== 'neutral') expect(chip.backgroundColor).not.toBe(chip.color);
    });
  });

  it('shows an optional icon before the text', () => {
    render(<Tag label="Presente" icon={<CheckCircleOutlined data-testid="icon" />} />);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByText('Presente')).toBeInTheDocument();
  });

  it('has no button unless it can be removed', () => {
    render(<Tag label="General" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes itself through a Spanish-named button, by mouse or keyboard', async () => {
    const onDelete = vi.fn();
    render(<Tag label="Ofimática" onDelete={onDelete} />);
    const remove = screen.getByRole('button', { name: 'Quitar Ofimática' });
    await userEvent.click(remove);
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('comes in a smaller size', () => {
    render(
      <>
        <Tag label="Pequeña" size="small" />
        <Tag label="Mediana" />
      </>,
    );
    expect(chipStyle('Pequeña').height).toBe('24px');
    expect(chipStyle('Mediana').height).toBe('32px');
  });

  it('demo: a removed course disappears', async () => {
    render(<TagDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Comunicación' }));
    expect(screen.queryByText('Comunicación')).not.toBeInTheDocument();
    expect(screen.getByText('Matemática I')).toBeInTheDocument();
  });
});
