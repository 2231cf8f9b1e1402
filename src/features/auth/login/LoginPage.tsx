import { useNavigate, useSearchParams } from 'react-router';
import { useIniciarSesion } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { FormTextField } from '@/ui/Form';
import { safeRedirect } from '@/lib/navigation';
import { SESSION_TEXTS, sessionStore } from '@/lib/session';
import { HOME_PATH, SIGN_IN_PAGES, publicPaths } from '@/routes';
import { authErrorText } from '../shared/authError';
import AuthCard from '../shared/AuthCard';
import AuthForm from '../shared/AuthForm';
import FormAlert from '../shared/FormAlert';
import NoticeAlert from '../shared/NoticeAlert';
import AuthLink from '../shared/AuthLink';
import SubmitButton from '../shared/SubmitButton';
import UsernameField from '../shared/UsernameField';
import { texts } from '../texts';

const WARNINGS: readonly string[] = [SESSION_TEXTS.loginRequired, SESSION_TEXTS.expired];
// After signing in, never back to a sign-in page.

interface LoginValues {
  usuario: string;
  clave: string;
}

/** /login (spec §2, §4): the notice that brought the user here, then username and password. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useCampusForm<LoginValues>({ defaultValues: { usuario: '', clave: '' } });
  const login = useIniciarSesion({ mutation: { meta: { silentError: true } } });

  const notice =
    search.get('message') ?? (search.get('action') === 'logout' ? SESSION_TEXTS.ended : null);

  const submit = useSubmit(form, async ({ usuario, clave }) => {
    try {
      const { results } = await login.mutateAsync({ data: { usuario: usuario.trim(), clave } });
      sessionStore.signIn(results.token, results.usuario);
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
      {login.isError && <FormAlert severity="error">{authErrorText(login.error)}</FormAlert>}
      <AuthForm label={texts.loginTitle} onSubmit={submit}>
        <UsernameField control={form.control} />
        <FormTextField
          control={form.control}
          name="clave"
          label={texts.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton label={texts.submitLogin} pending={login.isPending} />
      </AuthForm>
      <AuthLink to={publicPaths.olvida_clave.getHref()}>{texts.forgotPassword}</AuthLink>
    </AuthCard>
  );
}
