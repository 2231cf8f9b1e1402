import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import { users } from './test/fixtures';
import { useLogout } from './useLogout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Cerrar sesión
    </button>
  );
}

const LOGOUT_URL = '/login?action=logout&message=Sesi%C3%B3n+finalizada';

describe('useLogout', () => {
  it('tells the API, forgets the session and shows the login page', async () => {
    apiServer.use(http.post(apiUrl('main', '/auth/logout'), () => ok(null)));
    const calls = recordRequests();
    const { router } = renderWithProviders(<LogoutButton />, {
      user: users.student,
      url: '/estudiantes/cursos',
      width: 375,
    });
    localStorage.setItem(STORAGE_KEYS.profile, '{}');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentUrl(router)).toBe(LOGOUT_URL));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/logout' }));
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out all the same when the API fails', async () => {
    apiServer.use(http.post(apiUrl('main', '/auth/logout'), () => failure(500, 'Error')));
    const { router } = renderWithProviders(<LogoutButton />, { user: users.teacher, width: 375 });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentUrl(router)).toBe(LOGOUT_URL));
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
