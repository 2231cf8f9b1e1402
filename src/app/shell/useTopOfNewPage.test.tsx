import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { useTopOfNewPage } from './useTopOfNewPage';

afterEach(() => vi.restoreAllMocks());

function Layout() {
  useTopOfNewPage();
  return <Outlet />;
}

function Detail() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Detalle</h1>
      <button onClick={() => navigate(-1)}>Volver</button>
    </>
  );
}

describe('useTopOfNewPage', () => {
  it('opens a new page at its top and leaves back and forward to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(null, {
      routes: [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <Link to="/detalle">Ver el detalle</Link> },
            { path: '/detalle', element: <Detail /> },
          ],
        },
      ],
    });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Ver el detalle' }));
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Ver el detalle' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
