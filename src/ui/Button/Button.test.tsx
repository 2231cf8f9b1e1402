import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCampusTheme } from '../theme';
import Button from './Button';
import ButtonDemo from './Button.demo';

const theme = createCampusTheme('HZT', 'light');
const renderThemed = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }));
// MUI paints through custom properties (`var(--variant-containedBg)`), which jsdom leaves unresolved.
const resolved = (name: string, property: 'backgroundColor' | 'color') => {
  const value = style(name)[property];
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return variable ? style(name).getPropertyValue(variable) : value;
};

function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      aria-label="Solicitud"
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        onSubmit();
      }}
    >
      <Button type="submit" loading={pending}>
        Enviar
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('fills the primary action, outlines the secondary and leaves text bare', () => {
    renderThemed(
      <>
        <Button>Guardar</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="text">Ver detalle</Button>
      </>,
    );
    const { main } = theme.palette.primary;
    expect(resolved('Guardar', 'backgroundColor')).toBe(main);
    expect(style('Guardar').borderStyle).not.toBe('solid');
    expect(resolved('Cancelar', 'backgroundColor')).not.toBe(main);
    expect(style('Cancelar').borderStyle).toBe('solid');
    expect(resolved('Ver detalle', 'backgroundColor')).not.toBe(main);
    expect(style('Ver detalle').borderStyle).not.toBe('solid');
  });

  it('grows with its size', () => {
    renderThemed(
      <>
        <Button size="small">Pequeño</Button>
        <Button size="large">Grande</Button>
      </>,
    );
    expect(parseFloat(style('Pequeño').fontSize)).toBeLessThan(
      parseFloat(style('Grande').fontSize),
    );
  });

  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form aria-label="Filtro" onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button startIcon={<span>+</span>} endIcon={<span>›</span>}>
          Agregar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '+ Agregar ›' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading shows a spinner, is busy and disabled: a double click submits once', async () => {
    const onSubmit = vi.fn();
    render(<SlowForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.dblClick(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
  });

  it('becomes a link with href, or the given component', () => {
    const RouterLink = ({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={`/app${href}`}>{children}</a>
    );
    render(
      <>
        <Button href="/reglamento">Reglamento</Button>
        <Button component={RouterLink} href="/tramites">
          Trámites
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Reglamento' })).toHaveAttribute('href', '/reglamento');
    expect(screen.getByRole('link', { name: 'Trámites' })).toHaveAttribute('href', '/app/tramites');
  });

  it('stretches with fullWidth', () => {
    renderThemed(<Button fullWidth>Ingresar</Button>);
    expect(style('Ingresar').width).toBe('100%');
  });

  it('demo: the loading example refuses a second click', async () => {
    render(<ButtonDemo />);
    const send = screen.getByRole('button', { name: 'Enviar solicitud' });
    await userEvent.click(send);
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardando' })).toHaveAttribute('aria-busy', 'true');
  });
});
