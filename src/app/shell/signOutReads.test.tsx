import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore, useSession } from '@/lib/session';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import SidebarMenu from './SidebarMenu';
import { users } from './test/fixtures';

// Issue 54: signing out fired 401s on menu/listar (and publicacion/listar: useFeed.test.tsx). The app clears its cache
// on sign-out (main.tsx) while the shell is still on screen; re-rendered by the session's change,
// its query started again without a token.

/** The menu, re-rendered by the session as the shell is. */
function SignedInScreen() {
  useSession();
  return <SidebarMenu collapsed={false} />;
}

const menuItem = {
  id: 9,
  icono: 'cursos',
  titulo: 'Avance curricular',
  referencia: '/estudiantes/cursos/avance-curricular',
  target: '_self',
  bloqueable: false,
  codigoNotificacion: null,
  hijos: [],
};

describe('signing out with the shell on screen', () => {
  it.each([
    ['a student', users.student],
    ['an admin-type user', users.collaborator],
  ])('does not read the menu again for %s', async (_, user) => {
    apiServer.use(
      http.get(apiUrl('main', '/menu/listar'), () => ok([menuItem])),
    );
    const { queryClient } = renderWithProviders(<SignedInScreen />, { user });
    // Signed in, it is read (the rule's other side).
    expect(await screen.findByText('Avance curricular')).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);

    act(() => {
      queryClient.clear();
      sessionStore.signOut();
    });
    // A query that starts does so during the render the sign-out caused: nothing may be in flight.
    expect(queryClient.isFetching()).toBe(0);
  });
});
