import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { catalogue } from './catalogue';
import DocumentationComponentPage from '../component/DocumentationComponentPage';
import DocumentationIndexPage from '../index/DocumentationIndexPage';

const routes = [
  { path: '/documentacion', element: <DocumentationIndexPage /> },
  { path: '/documentacion/:component', element: <DocumentationComponentPage /> },
];

describe('/documentacion', () => {
  it('links every component of the catalogue', () => {
    renderWithProviders(null, { routes, url: '/documentacion' });
    const list = screen.getByRole('navigation', { name: 'Componentes' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(catalogue.length);
    const titles = links.map((link) => within(link).getAllByText(/./)[0].textContent);
    expect(titles.slice(0, 4)).toEqual(['Área de texto', 'Badge', 'Barra de progreso', 'Botón']);
    expect(within(list).getByRole('link', { name: /^Modal/ })).toHaveAttribute(
      'href',
      '/documentacion/modal',
    );
  });

  it('opens a component page from the list', async () => {
    const { user } = renderWithProviders(null, { routes, url: '/documentacion' });
    await user.click(screen.getByRole('link', { name: /^Loader/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loader' })).toBeInTheDocument();
  });
});

describe('/documentacion/{component}', () => {
  it('shows the variants in light and dark mode and the props table', async () => {
    renderWithProviders(null, { routes, url: '/documentacion/loader' });
    expect(screen.getByRole('heading', { level: 1, name: 'Loader' })).toBeInTheDocument();
    const light = await screen.findByRole('region', { name: 'Modo claro' });
    const dark = screen.getByRole('region', { name: 'Modo oscuro' });
    expect(within(light).getByRole('status', { name: 'Cargando tus cursos' })).toBeInTheDocument();
    expect(within(dark).getByRole('status', { name: 'Cargando tus cursos' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'showLabel' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Por defecto' })).toBeInTheDocument();
  });

  it('says so for an unknown component and links back to the list', async () => {
    const { user } = renderWithProviders(null, { routes, url: '/documentacion/no-existe' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se encontró el componente' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver todos los componentes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentación de componentes' }),
    ).toBeInTheDocument();
  });
});
