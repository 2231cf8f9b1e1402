import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayerContext } from '../theme';
import Popover, { POPOVER_WIDTH } from './Popover';
import PopoverDemo from './Popover.demo';

const renderPopover = (placement?: 'top') =>
  render(
    <>
      <Popover label="Requisitos" title="Constancia de estudios" placement={placement}>
        <a href="#tramites">Ver trámites</a>
      </Popover>
      <p>Fuera</p>
    </>,
  );

const trigger = () => screen.getByRole('button', { name: 'Requisitos' });

describe('Popover', () => {
  it('opens from its trigger, which says so, and takes the focus', async () => {
    renderPopover();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger());
    const popover = screen.getByRole('dialog', { name: 'Constancia de estudios' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', popover.id);
    expect(popover).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ver trámites' })).toHaveFocus();
  });

  it('opens from the keyboard; Escape closes it and returns the focus', async () => {
    renderPopover();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and the trigger toggles it', async () => {
    renderPopover();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByText('Fuera'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    await userEvent.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link in it is followed', async () => {
    renderPopover();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('link', { name: 'Ver trámites' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells each opening and closing once', async () => {
    const onOpenChange = vi.fn();
    render(
      <Popover label="Requisitos" onOpenChange={onOpenChange}>
        <p>Contenido</p>
      </Popover>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is 328 px wide on the spec §9 popover layer, lifted above an enclosing modal', async () => {
    const { unmount } = renderPopover();
    await userEvent.click(trigger());
    const wrapper = () => getComputedStyle(screen.getByRole('dialog'));
    expect(POPOVER_WIDTH).toBe(328);
    expect(wrapper().width).toBe('328px');
    expect(wrapper().zIndex).toBe('50');
    unmount();
    render(
      <LayerContext value={60}>
        <Popover label="Requisitos">Contenido</Popover>
      </LayerContext>,
    );
    await userEvent.click(trigger());
    expect(wrapper().zIndex).toBe('61');
  });

  it('opens where it is told', async () => {
    renderPopover('top');
    await userEvent.click(trigger());
    expect(screen.getByRole('dialog')).toHaveAttribute('data-popper-placement', 'top');
  });

  it('demo: the icon trigger names the popover', async () => {
    render(<PopoverDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Cómo se calcula el promedio' }));
    expect(screen.getByRole('dialog', { name: 'Cómo se calcula el promedio' })).toHaveTextContent(
      /pondera cada evaluación/,
    );
  });
});
