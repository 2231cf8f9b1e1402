import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { useRestablecerClave } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, usePlainForm, useSubmit } from '@/lib/forms';
import { inlineErrorText, isApiError, successMessage } from '@/lib/http';
import { publicPaths } from '@/routes';
import {
  AuthCard,
  AuthForm,
  AuthLink,
  FormAlert,
  NoticeAlert,
  SubmitButton,
  UsernameField,
} from '@/ui/SignIn';
import CodeAndPasswordFields from '../shared/CodeAndPasswordFields';
import { texts } from '../texts';

const t = texts.reset;

const isWrongCode = (error: unknown) =>
  isApiError(error) && error.status === 400 && Boolean(error.errors?.codigo);

function resetErrorText(error: unknown): string {
  // spec §8: a rejected code has its own wording, whatever the server adds.
  return isWrongCode(error) ? t.wrongCode : inlineErrorText(error);
}

/** /nueva-clave: the mailed code and a new password; success returns to /login with the server's message. */
export default function NewPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A public entry page: plain controlled fields, no form library (issue 57).
  const form = usePlainForm({
    usuario: search.get('usuario') ?? '',
    codigo: '',
    clave: '',
    confirmacion: '',
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
      if (isWrongCode(error)) form.setError('codigo', { type: 'server', message: t.wrongCode });
      else applyServerErrors(error, form);
    }
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <NoticeAlert message={search.get('message')} />
      {reset.isError && <FormAlert severity="error">{resetErrorText(reset.error)}</FormAlert>}
      <AuthForm label={t.title} onSubmit={submit}>
        <UsernameField {...form.field('usuario', { required: true })} />
        <CodeAndPasswordFields form={form} confirmLabel={t.confirm} />
        <SubmitButton label={t.save} pending={reset.isPending} />
      </AuthForm>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <AuthLink to={publicPaths.olvida_clave.getHref()}>{t.requestNewCode}</AuthLink>
        <AuthLink to={publicPaths.login.getHref()}>{t.backToLogin}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
