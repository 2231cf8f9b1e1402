import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import RouteAnnouncer from './RouteAnnouncer';

const titles: Record<string, string> = { '/': 'Campus | Inicio', '/notas': 'Campus | Notas' };

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/notas">Notas</Link>
        <Link to="/?pagina=2">Página 2</Link>
        <Link to="/tarde">Tarde</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <RouteAnnouncer title={titles[pathname] ?? 'Campus | Tarde'} />
    </>
  );
}

/** A page whose heading comes after its data, shown by a button standing in for the answer. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? <h1>Tarde</h1> : <button onClick={() => setLoaded(true)}>Cargar</button>;
}

function renderApp() {
  return renderWithProviders(null, {
    routes: [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          { path: '/notas', element: <h1>Notas</h1> },
          { path: '/tarde', element: <LatePage /> },
        ],
      },
    ],
  });
}

describe('RouteAnnouncer', () => {
  it('leaves the first load alone', () => {
    renderApp();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.body).toHaveFocus();
  });

  it("announces the new page's title and focuses its heading after a navigation", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Notas' }));
    expect(screen.getByRole('heading', { name: 'Notas' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Campus | Notas');
    // Focusable by script, not a Tab stop.
    expect(screen.getByRole('heading', { name: 'Notas' })).toHaveAttribute('tabindex', '-1');
  });

  it('does nothing when only the query changes and the title stays', async () => {
    const { user } = renderApp();
    const link = screen.getByRole('link', { name: 'Página 2' });
    await user.click(link);
    expect(link).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('waits on <main> for a heading still loading, then moves to it', async () => {
    const { router } = renderApp();
    await act(() => router.navigate('/tarde'));
    expect(screen.getByRole('main')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByRole('heading', { name: 'Tarde' })).toHaveFocus();
  });
});
