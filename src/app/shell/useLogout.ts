import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCerrarSesion } from '@generated/main/endpoints/auth/auth';
import { paths } from '@/routes';
import { sessionStore } from '@/lib/session';
import { texts } from './texts';

const LOGOUT_URL = paths.login.getHref(undefined, {
  action: 'logout',
  message: texts.logoutMessage,
});

/** Tells the API, forgets the session whatever it answers, and shows the login page. */
export function useLogout(): () => Promise<void> {
  // spec: a failed sign-out call is ignored, so no error toast either.
  const { mutateAsync } = useCerrarSesion({ mutation: { meta: { silentError: true } } });
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
