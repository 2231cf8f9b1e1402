import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCerrarSesion } from '@generated/main/endpoints/auth/auth';
import { sessionStore } from '@/lib/session';
import { SHELL_PATHS } from './shellPaths';
import { texts } from './texts';

const LOGOUT_URL = `${SHELL_PATHS.login}?${new URLSearchParams({ action: 'logout', message: texts.logoutMessage })}`;

/** Tells the API, forgets the session whatever it answers, and shows the login page. */
export function useLogout(): () => Promise<void> {
  const { mutateAsync } = useCerrarSesion();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // The session ends locally even when the API cannot record the sign-out.
    }
    sessionStore.signOut();
    navigate(LOGOUT_URL, { replace: true });
  }, [mutateAsync, navigate]);
}
