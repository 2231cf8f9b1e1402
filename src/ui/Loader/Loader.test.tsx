import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Loader, { LOADER_TICK_MS } from './Loader';
import LoaderDemo from './Loader.demo';

describe('Loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is announced as a status with the default Spanish label', () => {
    render(<Loader />);
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('grows its dots one per 500 ms tick and starts over after three', () => {
    render(<Loader showLabel label="Cargando cursos" />);
    const label = screen.getByText('Cargando cursos');
    expect(label).toHaveTextContent(/^Cargando cursos$/);
    act(() => vi.advanceTimersByTime(LOADER_TICK_MS - 1));
    expect(label).toHaveTextContent(/^Cargando cursos$/);
    act(() => vi.advanceTimersByTime(1));
    expect(label).toHaveTextContent(/^Cargando cursos\.$/);
    act(() => vi.advanceTimersByTime(LOADER_TICK_MS * 2));
    expect(label).toHaveTextContent(/^Cargando cursos\.\.\.$/);
    act(() => vi.advanceTimersByTime(LOADER_TICK_MS));
    expect(label).toHaveTextContent(/^Cargando cursos$/);
  });

  it('keeps a custom tick', () => {
    render(<Loader showLabel tick={300} />);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText(/^Cargando/)).toHaveTextContent(/^Cargando\.$/);
  });

  it('demo shows every variant as a status', () => {
    render(<LoaderDemo />);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Cargando tus cursos' })).toBeInTheDocument();
  });
});
