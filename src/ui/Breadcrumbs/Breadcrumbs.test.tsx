import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@/test/stubViewport';
import { breadcrumbLimits, truncateName } from './breadcrumbLimits';
import Breadcrumbs from './Breadcrumbs';
import BreadcrumbsDemo from './Breadcrumbs.demo';
import type { BreadcrumbItem } from './Crumb';

const renderAt = (width: number, ui: ReactElement) => {
  stubViewport(width);
  return render(<MemoryRouter>{ui}</MemoryRouter>);
};
const path = (count: number): BreadcrumbItem[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Paso ${index + 1}`, link: '/' }));
const nav = () => screen.getByRole('navigation', { name: 'Ruta de navegación' });
const steps = () => within(nav()).getAllByRole('link');
const expand = () => screen.queryByRole('button', { name: 'Mostrar la ruta completa' });

describe('breadcrumbLimits and truncateName', () => {
  it('allows 6 items and 24 characters wide, 3 and 18 narrow', () => {
    expect(breadcrumbLimits(true)).toEqual({ maxItems: 6, maxLength: 24 });
    expect(breadcrumbLimits(false)).toEqual({ maxItems: 3, maxLength: 18 });
  });

  it('cuts a name past the limit and adds an ellipsis', () => {
    expect(truncateName('Fundamentos de programación', 24)).toBe('Fundamentos de programac…');
    expect(truncateName('Fundamentos de programación', 18)).toBe('Fundamentos de pro…');
    expect(truncateName('Exactamente dieciocho', 21)).toBe('Exactamente dieciocho');
  });
});

describe('Breadcrumbs', () => {
  it('shows six items on wide screens and collapses a seventh', async () => {
    const { unmount } = renderAt(769, <Breadcrumbs items={path(6)} />);
    expect(steps()).toHaveLength(6);
    expect(expand()).not.toBeInTheDocument();
    unmount();
    renderAt(769, <Breadcrumbs items={path(7)} />);
    expect(steps().map((step) => step.textContent)).toEqual(['Paso 1', 'Paso 7']);
    await userEvent.click(expand()!);
    expect(steps()).toHaveLength(7);
  });

  it('collapses above three items up to 768 px', () => {
    const { unmount } = renderAt(768, <Breadcrumbs items={path(3)} />);
    expect(steps()).toHaveLength(3);
    unmount();
    renderAt(768, <Breadcrumbs items={path(4)} />);
    expect(steps()).toHaveLength(2);
    expect(expand()).toBeInTheDocument();
  });

  it.each([
    [1280, 'Programa de Desarrollo d…'],
    [375, 'Programa de Desarr…'],
  ])('at %i px cuts long names to %s, keeping the full one for assistive tech', (width, shown) => {
    const name = 'Programa de Desarrollo de Sistemas';
    renderAt(width, <Breadcrumbs items={[{ name, link: '/programa' }]} />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('title', name);
    expect(within(link).getByText(shown)).toBeInTheDocument();
  });

  it('opens external links in a new tab and says so', () => {
    renderAt(
      1280,
      <Breadcrumbs items={[{ name: 'Biblioteca', link: 'https://example.org', external: true }]} />,
    );
    const link = screen.getByRole('link', { name: 'Biblioteca (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('marks the active item as the current page, not a link', () => {
    renderAt(
      1280,
      <Breadcrumbs
        items={[
          { name: 'Inicio', link: '/' },
          { name: 'Notas', active: true },
        ]}
      />,
    );
    expect(screen.getByText('Notas')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Notas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  });

  it('turns a step with only a click into a button', async () => {
    const click = vi.fn();
    renderAt(1280, <Breadcrumbs items={[{ name: 'Mis reservas', click }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mis reservas' }));
    expect(click).toHaveBeenCalledOnce();
  });

  it('demo collapses the long path on narrow screens and runs the click step', async () => {
    renderAt(375, <BreadcrumbsDemo />);
    const course = screen.getByRole('navigation', { name: 'Ruta del curso' });
    expect(within(course).getByRole('button', { name: 'Mostrar la ruta completa' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mis reservas' }));
    expect(screen.getByText('Elegiste: Mis reservas')).toBeInTheDocument();
  });
});
