import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import RootLayout from './RootLayout';

afterEach(() => vi.restoreAllMocks());

describe('RootLayout', () => {
  it('opens a new page at its top, wherever the last one was scrolled to', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(null, {
      routes: [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <Link to="/detalle">Ver el detalle</Link> },
            { path: '/detalle', element: <h1>Detalle</h1> },
          ],
        },
      ],
    });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Ver el detalle' }));
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
