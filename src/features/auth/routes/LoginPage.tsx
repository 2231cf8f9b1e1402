import { useNavigate, useSearchParams } from 'react-router';
import { useIniciarSesion } from '@generated/main/endpoints/auth/auth';
import { safeRedirect } from '@/lib/navigation';
import { SESSION_TEXTS, sessionStore } from '@/lib/session';
import { required, useField, useFormSubmit } from '@/lib/validation';
import { bindField, TextField } from '@/ui/TextField';
import { authErrorText } from '../authError';
import { AUTH_PATHS } from '../authPaths';
import AuthCard from '../components/AuthCard';
import AuthForm from '../components/AuthForm';
import FormAlert from '../components/FormAlert';
import NoticeAlert from '../components/NoticeAlert';
import AuthLink from '../components/AuthLink';
import SubmitButton from '../components/SubmitButton';
import UsernameField from '../components/UsernameField';
import { texts } from '../texts';

const WARNINGS: readonly string[] = [SESSION_TEXTS.loginRequired, SESSION_TEXTS.expired];
const SIGN_IN_PAGES = [AUTH_PATHS.login, AUTH_PATHS.forgotPassword, AUTH_PATHS.newPassword];

/** /login (spec §2, §4): the notice that brought the user here, then username and password. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const username = useField('', [required()]);
  const password = useField('', [required()]);
  const login = useIniciarSesion({ mutation: { meta: { silentError: true } } });

  const notice =
    search.get('message') ?? (search.get('action') === 'logout' ? SESSION_TEXTS.ended : null);

  const submit = useFormSubmit([username, password], async () => {
    const { results } = await login.mutateAsync({
      data: { usuario: username.value.trim(), clave: password.value },
    });
    sessionStore.signIn(results.token, results.usuario);
    navigate(safeRedirect(search.get('redirect'), SIGN_IN_PAGES) ?? AUTH_PATHS.home, {
      replace: true,
    });
  });

  return (
    <AuthCard title={texts.loginTitle} intro={texts.loginIntro}>
      <NoticeAlert
        message={notice}
        severity={notice && WARNINGS.includes(notice) ? 'warning' : 'info'}
      />
      {login.isError && <FormAlert severity="error">{authErrorText(login.error)}</FormAlert>}
      <AuthForm label={texts.loginTitle} onSubmit={submit}>
        <UsernameField {...bindField(username)} />
        <TextField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          required
          {...bindField(password)}
        />
        <SubmitButton label={texts.submitLogin} pending={login.isPending} />
      </AuthForm>
      <AuthLink to={AUTH_PATHS.forgotPassword}>{texts.forgotPassword}</AuthLink>
    </AuthCard>
  );
}
