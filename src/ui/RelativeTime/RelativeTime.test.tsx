import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RelativeTime, { RELATIVE_TIME_REFRESH_MS } from './RelativeTime';
import RelativeTimeDemo from './RelativeTime.demo';

const NOW = new Date('2026-03-02T15:00:00Z');

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renders a <time> with the ISO instant and the full es-PE date as its title', () => {
    render(<RelativeTime value="2026-03-02T14:55:00Z" />);
    const time = screen.getByText('hace 5 min');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-02T14:55:00.000Z');
    expect(time).toHaveAttribute('title', 'lunes, 2 de marzo de 2026, 9:55 a. m.');
  });

  it('refreshes its label every minute', () => {
    render(<RelativeTime value={NOW} />);
    expect(screen.getByText('Ahora')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1));
    expect(screen.getByText('Ahora')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('hace 1 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS));
    expect(screen.getByText('hace 2 min')).toBeInTheDocument();
  });

  it('demo shows one label per unit and the es-PE formats', () => {
    render(<RelativeTimeDemo />);
    const labels = [
      'Ahora',
      'hace 45 seg',
      'hace 5 min',
      'hace 3 h',
      'hace 2 d',
      'hace 4 m',
      'hace 1 a',
    ];
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(/02\/03\/2026 3:05 p\. m\./)).toBeInTheDocument();
    expect(screen.getByText(/lunes, 2 de marzo de 2026, 3:05 p\. m\./)).toBeInTheDocument();
  });
});
