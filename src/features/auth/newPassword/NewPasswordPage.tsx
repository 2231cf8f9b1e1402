import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { useRestablecerClave } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { FormCodeField, FormNewPassword } from '@/ui/Form';
import { isApiError, successMessage } from '@/lib/http';
import { publicPaths } from '@/routes';
import { authErrorText } from '../shared/authError';
import AuthCard from '../shared/AuthCard';
import AuthForm from '../shared/AuthForm';
import FormAlert from '../shared/FormAlert';
import NoticeAlert from '../shared/NoticeAlert';
import AuthLink from '../shared/AuthLink';
import SubmitButton from '../shared/SubmitButton';
import UsernameField from '../shared/UsernameField';
import { texts } from '../texts';

interface NewPasswordValues {
  usuario: string;
  codigo: string;
  clave: string;
  confirmacion: string;
}

const isWrongCode = (error: unknown) =>
  isApiError(error) && error.status === 400 && Boolean(error.errors?.codigo);

function resetErrorText(error: unknown): string {
  // spec §8: a rejected code has its own wording, whatever the server adds.
  return isWrongCode(error) ? texts.wrongCode : authErrorText(error);
}

/** /nueva-clave: the mailed code and a new password; success returns to /login with the server's message. */
export default function NewPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useCampusForm<NewPasswordValues>({
    defaultValues: {
      usuario: search.get('usuario') ?? '',
      codigo: '',
      clave: '',
      confirmacion: '',
    },
  });
  const reset = useRestablecerClave({ mutation: { meta: { silentError: true } } });

  const submit = useSubmit(form, async ({ usuario, codigo, clave }) => {
    try {
      const response = await reset.mutateAsync({
        data: { usuario: usuario.trim(), codigo, clave },
      });
      navigate(publicPaths.login.getHref(undefined, { message: successMessage(response) }), {
        replace: true,
      });
    } catch (error) {
      if (isWrongCode(error)) form.setError('codigo', { type: 'server', message: texts.wrongCode });
      else applyServerErrors(error, form);
    }
  });

  return (
    <AuthCard title={texts.newPasswordTitle} intro={texts.newPasswordIntro}>
      <NoticeAlert message={search.get('message')} />
      {reset.isError && <FormAlert severity="error">{resetErrorText(reset.error)}</FormAlert>}
      <AuthForm label={texts.newPasswordTitle} onSubmit={submit}>
        <UsernameField control={form.control} />
        <FormCodeField
          control={form.control}
          name="codigo"
          label={texts.code}
          helperText={texts.codeHint}
        />
        <FormNewPassword
          control={form.control}
          name="clave"
          confirmName="confirmacion"
          label={texts.newPassword}
          confirmLabel={texts.confirmPassword}
        />
        <SubmitButton label={texts.savePassword} pending={reset.isPending} />
      </AuthForm>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <AuthLink to={publicPaths.olvida_clave.getHref()}>{texts.requestNewCode}</AuthLink>
        <AuthLink to={publicPaths.login.getHref()}>{texts.backToLogin}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
