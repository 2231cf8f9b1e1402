import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { users } from './test/fixtures';
import { currentLocation, renderShell } from './test/renderShell';
import { ok, stubApi } from './test/stubApi';
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
    const calls = stubApi({ '/auth/logout': ok(null) });
    renderShell(<LogoutButton />, { user: users.student, url: '/estudiantes/cursos' });
    localStorage.setItem(STORAGE_KEYS.profile, '{}');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe(LOGOUT_URL));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/logout' }));
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out all the same when the API fails', async () => {
    stubApi({ '/auth/logout': { status: 500, body: { messagePublic: 'Error' } } });
    renderShell(
      <>
        <LogoutButton />
        </>,
      { user: users.teacher },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe(LOGOUT_URL));
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
