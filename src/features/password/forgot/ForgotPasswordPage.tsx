import { useNavigate } from 'react-router';
import { useSolicitarCodigoClave } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, usePlainForm, useSubmit } from '@/lib/forms';
import { inlineErrorText, successMessage } from '@/lib/http';
import { publicPaths } from '@/routes';
import { AuthCard, AuthForm, AuthLink, FormAlert, SubmitButton, UsernameField } from '@/ui/SignIn';
import { texts } from '../texts';

const t = texts.forgot;

/** /restablecer-clave: asks for a reset code, then continues to /nueva-clave with the server's message. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  // A public entry page: plain controlled fields, no form library (issue 57).
  const form = usePlainForm({ usuario: '' });
  const requestCode = useSolicitarCodigoClave({ mutation: { meta: { silentError: true } } });

  const submit = useSubmit(form, async (values) => {
    const usuario = values.usuario.trim();
    try {
      const response = await requestCode.mutateAsync({ data: { usuario } });
      navigate(
        publicPaths.nueva_clave.getHref(undefined, { usuario, message: successMessage(response) }),
      );
    } catch (error) {
      applyServerErrors(error, form);
    }
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      {requestCode.isError && (
        <FormAlert severity="error">{inlineErrorText(requestCode.error)}</FormAlert>
      )}
      <AuthForm label={t.title} onSubmit={submit}>
        <UsernameField {...form.field('usuario', { required: true })} />
        <SubmitButton label={t.sendCode} pending={requestCode.isPending} />
      </AuthForm>
      <AuthLink to={publicPaths.login.getHref()}>{t.backToLogin}</AuthLink>
    </AuthCard>
  );
}
