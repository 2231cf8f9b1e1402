import Stack from '@mui/material/Stack';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSolicitarCodigoClave } from '@generated/main/endpoints/auth/auth';
import { successMessage } from '@/lib/http';
import { required, useField } from '@/lib/validation';
import { authErrorText } from '../authError';
import { AUTH_PATHS, withQuery } from '../authPaths';
import AuthCard from '../components/AuthCard';
import FormAlert from '../components/FormAlert';
import FormTextField from '../components/FormTextField';
import AuthLink from '../components/AuthLink';
import SubmitButton from '../components/SubmitButton';
import { texts } from '../texts';

/** /restablecer-clave: asks for a reset code, then continues to /nueva-clave with the server's message. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const username = useField('', [required()]);
  const requestCode = useSolicitarCodigoClave({ mutation: { meta: { silentError: true } } });
  const inFlight = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    username.touch();
    if (inFlight.current || username.invalidMessage) return;
    inFlight.current = true;
    const usuario = username.value.trim();
    requestCode.mutate(
      { data: { usuario } },
      {
        onSuccess: (response) => {
          navigate(
            withQuery(AUTH_PATHS.newPassword, { usuario, message: successMessage(response) }),
          );
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <AuthCard title={texts.forgotTitle} intro={texts.forgotIntro}>
      {requestCode.isError && (
        <FormAlert severity="error">{authErrorText(requestCode.error)}</FormAlert>
      )}
      <Stack
        component="form"
        aria-label={texts.forgotTitle}
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
        <SubmitButton label={texts.sendCode} pending={requestCode.isPending} />
      </Stack>
      <AuthLink to={AUTH_PATHS.login}>{texts.backToLogin}</AuthLink>
    </AuthCard>
  );
}
