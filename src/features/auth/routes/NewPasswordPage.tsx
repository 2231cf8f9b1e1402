import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { useRestablecerClave } from '@generated/main/endpoints/auth/auth';
import { isApiError, successMessage } from '@/lib/http';
import {
  digitsOnly,
  equalTo,
  minLength,
  required,
  useField,
  useFormSubmit,
} from '@/lib/validation';
import { bindField, TextField } from '@/ui/TextField';
import { authErrorText } from '../authError';
import { AUTH_PATHS, withQuery } from '../authPaths';
import AuthCard from '../components/AuthCard';
import AuthForm from '../components/AuthForm';
import FormAlert from '../components/FormAlert';
import NoticeAlert from '../components/NoticeAlert';
import AuthLink from '../components/AuthLink';
import SubmitButton from '../components/SubmitButton';
import UsernameField from '../components/UsernameField';
import { texts } from '../texts';

const CODE_LENGTH = 6;
const PASSWORD_MIN_LENGTH = 8;

function resetErrorText(error: unknown): string {
  // spec §8: a rejected code has its own wording, whatever the server adds.
  if (isApiError(error) && error.status === 400 && error.errors?.codigo) return texts.wrongCode;
  return authErrorText(error);
}

/** /nueva-clave: the mailed code and a new password; success returns to /login with the server's message. */
export default function NewPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const username = useField(search.get('usuario') ?? '', [required()]);
  const code = useField('', [required(), minLength(CODE_LENGTH)]);
  const password = useField('', [required(), minLength(PASSWORD_MIN_LENGTH)]);
  const confirmation = useField('', [required(), equalTo(password.value)]);
  const reset = useRestablecerClave({ mutation: { meta: { silentError: true } } });

  const submit = useFormSubmit([username, code, password, confirmation], async () => {
    const response = await reset.mutateAsync({
      data: { usuario: username.value.trim(), codigo: code.value, clave: password.value },
    });
    navigate(withQuery(AUTH_PATHS.login, { message: successMessage(response) }), {
      replace: true,
    });
  });

  return (
    <AuthCard title={texts.newPasswordTitle} intro={texts.newPasswordIntro}>
      <NoticeAlert message={search.get('message')} />
      {reset.isError && <FormAlert severity="error">{resetErrorText(reset.error)}</FormAlert>}
      <AuthForm label={texts.newPasswordTitle} onSubmit={submit}>
        <UsernameField {...bindField(username)} />
        <TextField
          label={texts.code}
          name="codigo"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={CODE_LENGTH}
          helperText={texts.codeHint}
          required
          {...bindField(code)}
          onChange={(value) => code.setValue(digitsOnly(value, CODE_LENGTH))}
        />
        <TextField
          label={texts.newPassword}
          type="password"
          autoComplete="new-password"
          helperText={texts.newPasswordHint}
          required
          {...bindField(password)}
        />
        <TextField
          label={texts.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...bindField(confirmation)}
        />
        <SubmitButton label={texts.savePassword} pending={reset.isPending} />
      </AuthForm>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <AuthLink to={AUTH_PATHS.forgotPassword}>{texts.requestNewCode}</AuthLink>
        <AuthLink to={AUTH_PATHS.login}>{texts.backToLogin}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
