import Stack from '@mui/material/Stack';
import { useRef, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIniciarSesion } from '@generated/main/endpoints/auth/auth';
import { safeRedirect } from '@/lib/navigation';
import { SESSION_TEXTS, sessionStore } from '@/lib/session';
import { required, useField } from '@/lib/validation';
import { authErrorText } from '../authError';
import { AUTH_PATHS } from '../authPaths';
import AuthCard from '../components/AuthCard';
import FormAlert from '../components/FormAlert';
import FormTextField from '../components/FormTextField';
import NoticeAlert from '../components/NoticeAlert';
import PasswordField from '../components/PasswordField';
import AuthLink from '../components/AuthLink';
import SubmitButton from '../components/SubmitButton';
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
  const inFlight = useRef(false);

  const notice =
    search.get('message') ?? (search.get('action') === 'logout' ? SESSION_TEXTS.ended : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    username.touch();
    password.touch();
    if (inFlight.current || username.invalidMessage || password.invalidMessage) return;
    inFlight.current = true;
    login.mutate(
      { data: { usuario: username.value.trim(), clave: password.value } },
      {
        onSuccess: ({ results }) => {
          sessionStore.signIn(results.token, results.usuario);
          navigate(safeRedirect(search.get('redirect'), SIGN_IN_PAGES) ?? AUTH_PATHS.home, {
            replace: true,
          });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <AuthCard title={texts.loginTitle} intro={texts.loginIntro}>
      <NoticeAlert
        message={notice}
        severity={notice && WARNINGS.includes(notice) ? 'warning' : 'info'}
      />
      {login.isError && <FormAlert severity="error">{authErrorText(login.error)}</FormAlert>}
      <Stack
        component="form"
        aria-label={texts.loginTitle}
        spacing={2}
        noValidate
        onSubmit={submit}
      >
        <FormTextField
          label={texts.username}
          field={username}
          autoComplete="username"
          name="usuario"
        />
        <PasswordField label={texts.password} field={password} autoComplete="current-password" />
        <SubmitButton label={texts.submitLogin} pending={login.isPending} />
      </Stack>
      <AuthLink to={AUTH_PATHS.forgotPassword}>{texts.forgotPassword}</AuthLink>
    </AuthCard>
  );
}
