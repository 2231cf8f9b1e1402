import { useNavigate, useSearchParams } from 'react-router';
import { useIniciarSesion } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, usePlainForm, useSubmit } from '@/lib/forms';
import { inlineErrorText } from '@/lib/http';
import { safeRedirect } from '@/lib/navigation';
import { SESSION_TEXTS, sessionStore } from '@/lib/session';
import { HOME_PATH, SIGN_IN_PAGES, publicPaths } from '@/routes';
import {
  AuthCard,
  AuthForm,
  AuthLink,
  FormAlert,
  NoticeAlert,
  SubmitButton,
  UsernameField,
} from '@/ui/SignIn';
import { TextField } from '@/ui/TextField';
import { texts } from '../texts';

const WARNINGS: readonly string[] = [SESSION_TEXTS.loginRequired, SESSION_TEXTS.expired];

/** /login (spec §2, §4): the notice that brought the user here, then username and password. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A public entry page: plain controlled fields, no form library (issue 57).
  const form = usePlainForm({ usuario: '', clave: '' });
  const login = useIniciarSesion({ mutation: { meta: { silentError: true } } });

  const notice =
    search.get('message') ?? (search.get('action') === 'logout' ? SESSION_TEXTS.ended : null);

  const submit = useSubmit(form, async ({ usuario, clave }) => {
    try {
      const { results } = await login.mutateAsync({ data: { usuario: usuario.trim(), clave } });
      await sessionStore.signIn(results.token, results.usuario);
      // After signing in, never back to a sign-in page.
      navigate(safeRedirect(search.get('redirect'), SIGN_IN_PAGES) ?? HOME_PATH, {
        replace: true,
      });
    } catch (error) {
      applyServerErrors(error, form);
    }
  });

  return (
    <AuthCard title={texts.loginTitle} intro={texts.loginIntro}>
      <NoticeAlert
        message={notice}
        severity={notice && WARNINGS.includes(notice) ? 'warning' : 'info'}
      />
      {login.isError && <FormAlert severity="error">{inlineErrorText(login.error)}</FormAlert>}
      <AuthForm label={texts.loginTitle} onSubmit={submit}>
        <UsernameField {...form.field('usuario', { required: true })} />
        <TextField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          {...form.field('clave', { required: true })}
        />
        <SubmitButton label={texts.submitLogin} pending={login.isPending} />
      </AuthForm>
      <AuthLink to={publicPaths.olvida_clave.getHref()}>{texts.forgotPassword}</AuthLink>
    </AuthCard>
  );
}
