import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { renderWithProviders } from '@/test/renderWithProviders';
import DesktopSidebar from './DesktopSidebar';
import { menuItem, users } from './test/fixtures';

const studentMenu = [
  menuItem({
    id: 2,
    icono: 'cursos',
    titulo: 'Mis cursos',
    hijos: [
      menuItem({
        id: 21,
        icono: 'programa',
        titulo: 'Desarrollo de Software',
        hijos: [
          menuItem({
            id: 211,
            titulo: 'Programación Web I',
            referencia: '/estudiantes/cursos/web-3101/11',
          }),
        ],
      }),
    ],
  }),
  menuItem({
    id: 3,
    icono: 'avance',
    titulo: 'Avance curricular',
    referencia: '/estudiantes/cursos/avance-curricular',
  }),
  menuItem({
    id: 4,
    icono: 'biblioteca',
    titulo: 'Biblioteca virtual',
    referencia: 'https://biblioteca.horizonte.edu.pe',
  }),
];

const renderSidebar = (url = '/') => {
  apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => ok(studentMenu)));
  return renderWithProviders(<DesktopSidebar />, { user: users.student, url, width: 1280 });
};

const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('DesktopSidebar', () => {
  it('starts with Inicio even when the server menu lacks it', async () => {
    renderSidebar();
    const links = await within(nav()).findAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Inicio');
    expect(links[0]).toHaveAttribute('href', '/');
  });

  it('opens nested folders by keyboard', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const folder = await within(nav()).findByRole('button', { name: 'Mis cursos' });
    expect(folder).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('button', { name: 'Desarrollo de Software' }),
    ).not.toBeInTheDocument();

    folder.focus();
    await user.keyboard('{Enter}');
    expect(folder).toHaveAttribute('aria-expanded', 'true');
    const programme = screen.getByRole('button', { name: 'Desarrollo de Software' });

    programme.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'Programación Web I' })).toHaveAttribute(
      'href',
      '/estudiantes/cursos/web-3101/11',
    );

    folder.focus();
    await user.keyboard('{Enter}');
    expect(folder).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Programación Web I' })).not.toBeInTheDocument(),
    );
  });

  it('opens the folders holding the current page and marks it as current', async () => {
    renderSidebar('/estudiantes/cursos/web-3101/11');
    const course = await screen.findByRole('link', { name: 'Programación Web I' });
    expect(course).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Mis cursos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('opens external links in a new tab', async () => {
    renderSidebar();
    const library = await screen.findByRole('link', { name: /Biblioteca virtual/ });
    expect(library).toHaveAttribute('href', 'https://biblioteca.horizonte.edu.pe');
    expect(library).toHaveAttribute('target', '_blank');
    expect(library).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(library).toHaveAccessibleName('Biblioteca virtual (se abre en una pestaña nueva)');
  });

  it('collapses to icons, keeps the choice, and expands again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebar) ?? 'null')).toEqual({
      collapsed: true,
    });
    expect(
      await within(nav()).findByRole('link', { name: 'Avance curricular' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Avance curricular')).not.toBeInTheDocument();
    unmount();

    renderSidebar();
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toBeInTheDocument();
    // Opening a folder while collapsed expands the sidebar first.
    await user.click(await screen.findByRole('button', { name: 'Mis cursos' }));
    expect(screen.getByRole('button', { name: 'Contraer menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mis cursos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the build version', () => {
    renderSidebar();
    expect(screen.getByText(`v${__APP_VERSION__}`)).toBeInTheDocument();
  });

  it('shows placeholders while loading, then an error with a working retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    apiServer.use(
      http.get(apiUrl('main', '/menu/listar'), () => {
        attempts += 1;
        return attempts === 1 ? failure(500, 'Error') : ok(studentMenu);
      }),
    );
    renderWithProviders(<DesktopSidebar />, { user: users.student, width: 1280 });
    expect(screen.getByRole('status', { name: 'Cargando menú' })).toBeInTheDocument();

    expect(await screen.findByText('No se pudo cargar el menú.')).toBeInTheDocument();
    // The sidebar says it itself: no spec §8 toast on top.
    expect(toast.getSnapshot()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Mis cursos' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudo cargar el menú.')).not.toBeInTheDocument();
  });

  it("writes programme and course entries by CAPITALIZE_VARIABLES, and the menu's own titles as sent", async () => {
    const user = userEvent.setup();
    const menu = [
      menuItem({
        id: 2,
        icono: 'cursos',
        titulo: 'Mis cursos',
        hijos: [
          menuItem({
            id: 21,
            icono: 'programa',
            titulo: 'GESTIÓN DE LA SEGURIDAD Y SALUD EN EL TRABAJO SST',
            hijos: [
              menuItem({
                id: 211,
                titulo: 'inglés técnico ii',
                referencia: '/estudiantes/cursos/ingles-3101/11',
              }),
            ],
          }),
        ],
      }),
    ];
    apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => ok(menu)));
    renderWithProviders(<DesktopSidebar />, {
      user: users.student,
      width: 1280,
      queryClient: queryClientWithCapitalizeRules(users.student, {
        siempreMayusculas: ['SST'],
        nuncaCapitalizar: ['de', 'la', 'y', 'en', 'el'],
        fragmentosMayusculas: [],
      }),
    });

    await user.click(await within(nav()).findByRole('button', { name: 'Mis cursos' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Gestión de la Seguridad y Salud en el Trabajo SST',
      }),
    );
    expect(screen.getByRole('link', { name: 'Inglés Técnico II' })).toBeInTheDocument();
  });
});
