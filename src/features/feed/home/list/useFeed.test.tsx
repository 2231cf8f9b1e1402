import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore, useSession } from '@/lib/session';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { createTestQueryClient, renderWithProviders } from '@/test/renderWithProviders';
import { testUsers } from '@/test/users';
import { useFeed } from './useFeed';

// Issue 54: signing out fired 401s on publicacion/listar. The app clears its cache on sign-out
// (main.tsx) while home is still on screen; re-rendered by the session's change (an admin's
// `admin` turning false), a list started again without a token.

/** Home's list as FeedList reads it: `admin` from the session. */
function Feed() {
  const admin = useSession().user?.esAdministrativo === true;
  const feed = useFeed(admin, '');
  return <p>{feed.isSuccess ? 'leído' : 'cargando'}</p>;
}

describe('useFeed when the session ends', () => {
  it.each([
    ['a student', testUsers.student],
    ['an admin-type user', testUsers.collaborator],
  ])('reads neither list again for %s', async (_, user) => {
    const empty = () => ok({ totalDocumentos: 0, publicaciones: [] });
    apiServer.use(
      http.get(apiUrl('main', '/publicacion/listar'), empty),
      http.get(apiUrl('main', '/publicacionlistaradmin'), empty),
    );
    const queryClient = createTestQueryClient();
    renderWithProviders(<Feed />, { user, queryClient });
    // Signed in, the list is read (the rule's other side).
    expect(await screen.findByText('leído')).toBeInTheDocument();

    act(() => {
      queryClient.clear();
      sessionStore.signOut();
    });
    // A query that starts does so during the render the sign-out caused: nothing may be in flight.
    expect(queryClient.isFetching()).toBe(0);
  });
});
