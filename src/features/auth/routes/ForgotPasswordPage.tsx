import { useNavigate } from 'react-router';
import { useSolicitarCodigoClave } from '@generated/main/endpoints/auth/auth';
import { successMessage } from '@/lib/http';
import { required, useField, useFormSubmit } from '@/lib/validation';
import { bindField, TextField } from '@/ui/TextField';
import { authErrorText } from '../authError';
import { AUTH_PATHS, withQuery } from '../authPaths';
import AuthCard from '../components/AuthCard';
import AuthForm from '../components/AuthForm';
import FormAlert from '../components/FormAlert';
import AuthLink from '../components/AuthLink';
import SubmitButton from '../components/SubmitButton';
import { texts } from '../texts';

/** /restablecer-clave: asks for a reset code, then continues to /nueva-clave with the server's message. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const username = useField('', [required()]);
  const requestCode = useSolicitarCodigoClave({ mutation: { meta: { silentError: true } } });

  const submit = useFormSubmit([username], async () => {
    const usuario = username.value.trim();
    const response = await requestCode.mutateAsync({ data: { usuario } });
    navigate(withQuery(AUTH_PATHS.newPassword, { usuario, message: successMessage(response) }));
  });

  return (
    <AuthCard title={texts.forgotTitle} intro={texts.forgotIntro}>
      {requestCode.isError && (
        <FormAlert severity="error">{authErrorText(requestCode.error)}</FormAlert>
      )}
      <AuthForm label={texts.forgotTitle} onSubmit={submit}>
        <TextField
          label={texts.username}
          name="usuario"
          autoComplete="username"
          required
          {...bindField(username)}
        />
        <SubmitButton label={texts.sendCode} pending={requestCode.isPending} />
      </AuthForm>
      <AuthLink to={AUTH_PATHS.login}>{texts.backToLogin}</AuthLink>
    </AuthCard>
  );
}
