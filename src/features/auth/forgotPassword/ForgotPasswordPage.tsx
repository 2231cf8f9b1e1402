import { useNavigate } from 'react-router';
import { useSolicitarCodigoClave } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { successMessage } from '@/lib/http';
import { publicPaths } from '@/routes';
import { authErrorText } from '../shared/authError';
import AuthCard from '../shared/AuthCard';
import AuthForm from '../shared/AuthForm';
import FormAlert from '../shared/FormAlert';
import AuthLink from '../shared/AuthLink';
import SubmitButton from '../shared/SubmitButton';
import UsernameField from '../shared/UsernameField';
import { texts } from '../texts';

/** /restablecer-clave: asks for a reset code, then continues to /nueva-clave with the server's message. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useCampusForm({ defaultValues: { usuario: '' } });
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
    <AuthCard title={texts.forgotTitle} intro={texts.forgotIntro}>
      {requestCode.isError && (
        <FormAlert severity="error">{authErrorText(requestCode.error)}</FormAlert>
      )}
      <AuthForm label={texts.forgotTitle} onSubmit={submit}>
        <UsernameField control={form.control} />
        <SubmitButton label={texts.sendCode} pending={requestCode.isPending} />
      </AuthForm>
      <AuthLink to={publicPaths.login.getHref()}>{texts.backToLogin}</AuthLink>
    </AuthCard>
  );
}
