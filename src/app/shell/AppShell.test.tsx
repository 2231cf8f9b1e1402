import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SesionUsuario } from '@generated/main/model';
import { sessionStore } from '@/lib/session';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import AppShell from './AppShell';
import { company, menuItem, users } from './test/fixtures';
import { shellHandlers } from './test/shellApi';

const menu = [
  menuItem({
    id: 3,
    icono: 'avance',
    titulo: 'Avance curricular',
    referencia: '/estudiantes/cursos/avance-curricular',
  }),
];

const renderApp = ({
  user = users.student,
  width = 375,
  url = '/',
  saeChat = null,
}: { user?: SesionUsuario; width?: number; url?: string; saeChat?: string | null } = {}) => {
  apiServer.use(
    http.get(apiUrl('main', '/compania/datos'), () => ok({ ...company, saeChat })),
    ...shellHandlers({ user, menu }),
  );
  const calls = recordRequests();
  const utils = renderWithProviders(
    <Routes>
      <Route element={<AppShell title="Inicio" />}>
        <Route path="*" element={<h1>Contenido de la página</h1>} />
      </Route>
    </Routes>,
    { user, width, url },
  );
  return { ...utils, calls };
};

describe('AppShell', () => {
  it('floats the assistant button when the company sets a chat link', async () => {
    renderApp({ width: 1280, saeChat: 'https://chat.horizonte.example' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Asistente virtual' })).toHaveLength(2),
    );
  });

  it('renders the page inside the main landmark, reachable with the skip link', async () => {
    const user = userEvent.setup();
    renderApp({ width: 1280 });
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { name: 'Contenido de la página' }),
    ).toBeInTheDocument();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('on desktop shows the sidebar and the title, without the bottom bar', async () => {
    renderApp({ width: 1280 });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Avance curricular' })).toBeInTheDocument();
    expect(screen.getByText('Inicio', { selector: 'header p' })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Navegación inferior' }),
    ).not.toBeInTheDocument();
  });

  it('on phones opens the menu drawer from the bottom bar, with the logout item', async () => {
    const user = userEvent.setup();
    const { router } = renderApp();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    const bar = screen.getByRole('navigation', { name: 'Navegación inferior' });
    await user.click(within(bar).getByRole('button', { name: 'Menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Avance curricular' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Avance curricular' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument(),
    );
    expect(currentUrl(router)).toBe('/estudiantes/cursos/avance-curricular');
  });

  it('logs out from the mobile menu', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderApp({ user: users.collaborator });
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/login?action=logout&message=Sesi%C3%B3n+finalizada'),
    );
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/logout' }));
    expect(sessionStore.getState().user).toBeNull();
  });
});
