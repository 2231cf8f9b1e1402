import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRegistrarMiReferido } from '@generated/main/endpoints/referidos-alumno/referidos-alumno';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { isApiError, notifyError, notifySuccess } from '@/lib/http';
import { toast } from '@/lib/toast';
import { email, maxLength, minLength, phone, trimmed, type Validator } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormCheckbox, FormSelect, FormTextField } from '@/ui/Form';
import { LoadError } from '@/ui/LoadError';
import { programmeQuery } from '../shared/referralQueries';
import { texts } from '../texts';

const t = texts.form;

const NAME_RULES = [trimmed(minLength(2)), trimmed(maxLength(60))];
const SURNAME_RULES = [trimmed(minLength(2)), trimmed(maxLength(80))];
const PHONE_RULES = [phone()];
const MAIL_RULES = [email(), maxLength(120)];
const CONSENT_RULES: Validator[] = [(value) => (value === 'true' ? null : t.consentRequired)];

interface Values {
  nombres: string;
  apellidos: string;
  telefono: string;
  correo: string;
  idPrograma: number | null;
  consentimiento: boolean;
}

const EMPTY: Values = {
  nombres: '',
  apellidos: '',
  telefono: '',
  correo: '',
  idPrograma: null,
  consentimiento: false,
};

interface ReferralFormProps {
  /** A referral was made: the page mounts a fresh form (and key) for the next one. */
  onRegistered: () => void;
}

/**
 * A friend referred with their consent, sent once under one idempotency key; a refusal keeps what
 * was typed, with the server's message under the field it names (a phone or e-mail already
 * referred) and as a notice.
 */
export default function ReferralForm({ onRegistered }: ReferralFormProps) {
  const form = useCampusForm<Values>({ defaultValues: EMPTY });
  const key = useIdempotencyKey();
  const programme = useQuery(programmeQuery());
  const register = useRegistrarMiReferido({ mutation: { meta: { silentError: true } } });
  const submit = useSubmit(form, async (values) => {
    try {
      const response = await register.mutateAsync({
        data: {
          claveIdempotencia: key,
          nombres: values.nombres.trim(),
          apellidos: values.apellidos.trim(),
          telefono: values.telefono.trim(),
          correo: values.correo.trim(),
          idPrograma: values.idPrograma!,
          consentimiento: true,
        },
      });
      notifySuccess(response);
      onRegistered();
    } catch (error) {
      if (applyServerErrors(error, form) && isApiError(error) && error.messagePublic) {
        toast.show({ type: 'warning', detail: error.messagePublic });
      } else {
        notifyError(error);
      }
      throw error;
    }
  });
  const options = (programme.data?.results.programas ?? []).map((programa) => ({
    id: programa.idPrograma,
    description: programa.nombre,
  }));
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="referir">
      <Typography id="referir" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="nombres"
          label={t.nombres}
          rules={NAME_RULES}
          required
          maxLength={60}
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="apellidos"
          label={t.apellidos}
          rules={SURNAME_RULES}
          required
          maxLength={80}
          autoComplete="off"
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="telefono"
          type="tel"
          label={t.telefono}
          rules={PHONE_RULES}
          required
          maxLength={9}
          helperText={t.telefonoHint}
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="correo"
          type="email"
          label={t.correo}
          rules={MAIL_RULES}
          required
          maxLength={120}
          autoComplete="off"
        />
      </Stack>
      {programme.isError ? (
        <LoadError message={t.programmesError} onRetry={() => void programme.refetch()} />
      ) : (
        <FormSelect
          control={form.control}
          name="idPrograma"
          label={t.programa}
          options={options}
          required
        />
      )}
      <FormCheckbox
        control={form.control}
        name="consentimiento"
        label={t.consent}
        rules={CONSENT_RULES}
      />
      <Typography variant="body2" color="text.secondary">
        {t.privacy}
      </Typography>
      <div>
        <Button type="submit" loading={register.isPending}>
          {t.submit}
        </Button>
      </div>
    </Stack>
  );
}
