import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Pagination from './Pagination';
import PaginationDemo from './Pagination.demo';

const pageButtons = () => screen.getAllByRole('button', { name: /^(Ir a la página|Página \d+,)/ });
const current = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('defaults to nine pages on the first, without a previous button', () => {
    render(<Pagination />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('list')).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Página 1, actual');
    expect(screen.getByRole('button', { name: 'Ir a la página 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir a la página 10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  });

  it('drops the next button on the last page', () => {
    render(<Pagination defaultPage={9} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();
  });

  it('keeps at least five page buttons in view on every page', () => {
    const { rerender } = render(<Pagination page={1} />);
    for (let page = 1; page <= 9; page += 1) {
      rerender(<Pagination page={page} />);
      expect(pageButtons().length).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps at least six in view when asked to (the table setting)', () => {
    render(<Pagination count={20} page={10} minVisible={6} />);
    expect(pageButtons().length).toBeGreaterThanOrEqual(6);
  });

  it('moves by itself when uncontrolled and reports the page', async () => {
    const onChange = vi.fn();
    render(<Pagination onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(current()).toHaveAccessibleName('Página 3, actual');
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(current()).toHaveAccessibleName('Página 2, actual');
  });

  it('waits for the parent when controlled', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(current()).toHaveAccessibleName('Página 2, actual');
  });

  it('demo keeps its controlled page in step', async () => {
    render(<PaginationDemo />);
    const courses = screen.getByRole('navigation', { name: 'Paginación de cursos' });
    await userEvent.click(within(courses).getByRole('button', { name: 'Ir a la página 5' }));
    expect(screen.getByText('Mostrando la página 5 de 12')).toBeInTheDocument();
    const grades = screen.getByRole('navigation', { name: 'Paginación de notas' });
    expect(
      within(grades).queryByRole('button', { name: 'Página siguiente' }),
    ).not.toBeInTheDocument();
  });
});
