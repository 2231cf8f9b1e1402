import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubViewport } from '@/test/stubViewport';
import { cardBreakpoint } from './cardBreakpoint';
import ResponsiveTable from './ResponsiveTable';
import ResponsiveTableDemo from './ResponsiveTable.demo';
import type { TableColumn } from './types';

interface Course {
  name: string;
  credits: number;
}

const columns: TableColumn<Course>[] = [
  { id: 'name', header: 'Curso' },
  { id: 'credits', header: 'Créditos', align: 'right', render: (row) => `${row.credits} cr.` },
];
const courses = (count: number): Course[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Curso ${index + 1}`, credits: index + 1 }));

const renderTable = (rows: Course[], breakpoint?: 'sm' | 'md' | 'lg' | 'xl') =>
  render(<ResponsiveTable columns={columns} rows={rows} label="Cursos" breakpoint={breakpoint} />);

const bodyRows = () => within(screen.getByRole('table', { name: 'Cursos' })).getAllByRole('row');

describe('cardBreakpoint', () => {
  it.each([
    ['sm', 576],
    ['md', 768],
    ['lg', 1024],
    ['xl', 1280],
    ['cualquiera', 1280],
  ])('turns %s into %i px', (name, px) => {
    expect(cardBreakpoint(name)).toBe(px);
  });
});

describe('ResponsiveTable', () => {
  it('is a table from 768 px by default, five rows per page', async () => {
    stubViewport(768);
    renderTable(courses(12));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Curso',
      'Créditos',
    ]);
    expect(bodyRows()).toHaveLength(1 + 5);
    expect(screen.getByRole('cell', { name: '5 cr.' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de Cursos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Ir a la página 3' }));
    expect(bodyRows()).toHaveLength(1 + 2);
    expect(screen.getByRole('cell', { name: 'Curso 11' })).toBeInTheDocument();
  });

  it('turns into cards below 768 px, each value under its heading', () => {
    stubViewport(767);
    renderTable(courses(7));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Cursos' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const terms = within(cards[1])
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(cards[1])
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Curso', 'Créditos']);
    expect(values).toEqual(['Curso 2', '2 cr.']);
  });

  it('follows its breakpoint prop', () => {
    stubViewport(1000);
    const { unmount } = renderTable(courses(2), 'lg');
    expect(screen.getByRole('list', { name: 'Cursos' })).toBeInTheDocument();
    unmount();
    renderTable(courses(2), 'md');
    expect(screen.getByRole('table', { name: 'Cursos' })).toBeInTheDocument();
  });

  it('keeps six page buttons in view', () => {
    stubViewport(1280);
    renderTable(courses(60));
    const pages = screen.getByRole('navigation', { name: 'Páginas de Cursos' });
    expect(within(pages).getAllByRole('button', { name: /página \d+$/ }).length).toBeGreaterThan(5);
  });

  it('scrolls inside a focusable region 360 px tall', async () => {
    stubViewport(1280);
    renderTable(courses(3));
    const region = screen.getByRole('region', { name: 'Cursos (área desplazable)' });
    expect(region).toHaveStyle({ maxHeight: '360px', overflow: 'auto' });
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("lets the page scroll instead when maxHeight is 'none' (issue 54: cut mid-card)", () => {
    stubViewport(375);
    render(<ResponsiveTable columns={columns} rows={courses(8)} label="Cursos" maxHeight="none" />);
    const region = screen.getByRole('region', { name: 'Cursos (área desplazable)' });
    expect(region).toHaveStyle({ maxHeight: 'none' });
  });

  it.each([1280, 375])('says there are no results at %i px', (width) => {
    stubViewport(width);
    renderTable([]);
    expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('demo shows a captioned table and, under 1024 px, the lg variant as cards', () => {
    stubViewport(900);
    render(<ResponsiveTableDemo />);
    expect(screen.getByRole('table', { name: 'Notas del ciclo' })).toHaveTextContent(
      'Notas del ciclo 2026-I',
    );
    expect(screen.getByRole('list', { name: 'Cursos con nota parcial' })).toBeInTheDocument();
  });
});
