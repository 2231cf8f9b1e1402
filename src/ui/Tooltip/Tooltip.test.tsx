import Button from '@mui/material/Button';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayerContext } from '../theme';
import { tooltipTexts } from '../texts';
import Tooltip, { TOOLTIP_MAX_WIDTH } from './Tooltip';
import TooltipDemo from './Tooltip.demo';

// Hovering opens it too; keyboard focus has its own test.
const open = async () => {
  await userEvent.hover(screen.getByRole('button'));
  return screen.findByRole('tooltip');
};

const bubble = (tooltip: HTMLElement) => within(tooltip).getByText(/./);

describe('Tooltip', () => {
  // A browser shows focus after a Tab (:focus-visible), and MUI opens the tooltip on it; jsdom
  // guesses so only for a document's first Tab, which made this test depend on the order the
  // runner gave it (a CI run). Here the button counts as focus-visible, as a browser would have
  // it after the Tab; e2e/ui-overlays.spec.ts checks the real thing in Chromium.
  it('opens on keyboard focus and describes its element', async () => {
    render(
      <Tooltip title="Descarga la constancia" describeChild>
        <Button>Descargar</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Descargar' });
    const matches = Element.prototype.matches;
    const focusVisible = vi
      .spyOn(Element.prototype, 'matches')
      .mockImplementation(function (this: Element, selector: string) {
        return selector === ':focus-visible' ? this === button : matches.call(this, selector);
      });
    try {
      await userEvent.tab();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Descarga la constancia');
      expect(button).toHaveAccessibleDescription('Descarga la constancia');
    } finally {
      focusVisible.mockRestore();
    }
  });

  it.each(['', '   ', undefined])('shows the spec §8 empty message for %j', async (title) => {
    render(
      <Tooltip title={title}>
        <Button>Detalle</Button>
      </Tooltip>,
    );
    expect(await open()).toHaveTextContent(tooltipTexts.empty);
    expect(tooltipTexts.empty).toBe('No se encontró información');
  });

  it('shows without hover or focus while told to', async () => {
    const { rerender } = render(
      <Tooltip title="Tienes 1 notificación nueva" open>
        <Button>Notificaciones</Button>
      </Tooltip>,
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tienes 1 notificación nueva');
    rerender(
      <Tooltip title="Tienes 1 notificación nueva" open={false}>
        <Button>Notificaciones</Button>
      </Tooltip>,
    );
    await waitForElementToBeRemoved(() => screen.queryByRole('tooltip'));
  });

  it('is at most 253 px wide', async () => {
    render(
      <Tooltip title="Ayuda">
        <Button>Ayuda</Button>
      </Tooltip>,
    );
    expect(TOOLTIP_MAX_WIDTH).toBe(253);
    expect(getComputedStyle(bubble(await open())).maxWidth).toBe('253px');
  });

  it('sits on the spec §9 tooltip layer, lifted above an enclosing modal', async () => {
    const { unmount } = render(
      <Tooltip title="Ayuda">
        <Button>Ayuda</Button>
      </Tooltip>,
    );
    expect(getComputedStyle(await open()).zIndex).toBe('50');
    unmount();
    render(
      <LayerContext value={60}>
        <Tooltip title="Ayuda">
          <Button>Ayuda</Button>
        </Tooltip>
      </LayerContext>,
    );
    expect(getComputedStyle(await open()).zIndex).toBe('61');
  });

  it('draws an arrow unless told not to', async () => {
    const { unmount } = render(
      <Tooltip title="Ayuda">
        <Button>Ayuda</Button>
      </Tooltip>,
    );
    expect(within(await open()).getByTestId('tooltip-arrow')).toBeInTheDocument();
    unmount();
    render(
      <Tooltip title="Ayuda" arrow={false}>
        <Button>Ayuda</Button>
      </Tooltip>,
    );
    expect(within(await open()).queryByTestId('tooltip-arrow')).not.toBeInTheDocument();
  });

  it('demo names the icon button with its tooltip', () => {
    render(<TooltipDemo />);
    expect(
      screen.getByRole('button', { name: 'Más información sobre la matrícula' }),
    ).toBeInTheDocument();
  });
});
