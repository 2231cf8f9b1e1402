import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { useEnviarCodigoTelefono } from '@generated/main/endpoints/perfil/perfil';
import { applyServerErrors, applyWaitError, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { writeStorage } from '@/lib/storage';
import { digitsOnly, phone } from '@/lib/validation';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormTextField } from '@/ui/Form';
import { PageHeader } from '@/ui/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { useMyProfile } from '../shared/useMyProfile';
import { texts } from '../texts';
import BackToAccount from './BackToAccount';

const t = texts.updatePhone;
// spec §5: a Peruvian mobile, 9 followed by 8 digits.
const PHONE_DIGITS = 9;

interface PhoneValues {
  celular: string;
}

function UpdatePhoneForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  // The data update's phone step sends students here; the confirmation takes them back there.
  const [search] = useSearchParams();
  const volver = search.get('volver') === 'actualizar-datos' ? 'actualizar-datos' : undefined;
  const form = useCampusForm<PhoneValues>({ defaultValues: { celular: initial } });
  const send = useEnviarCodigoTelefono({ mutation: { meta: { silentError: true } } });
  const onSubmit = useSubmit(form, async ({ celular }) => {
    try {
      const sent = await send.mutateAsync({ data: { celular } });
      writeStorage('pendingPhone', { celular, masked: sent.results.celular, volver });
      await navigate(paths.confirmar_telefono.getHref());
    } catch (error) {
      // Too soon after the last code: the wait it names belongs under the number.
      if (applyWaitError(error, form, 'celular')) return;
      if (!applyServerErrors(error, form)) notifyError(error);
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={t.title}>
      <FormTextField
        control={form.control}
        name="celular"
        label={t.number}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText={t.hint}
        required
        rules={[phone()]}
        maxLength={PHONE_DIGITS}
        parse={digitsOnly}
      />
      <div>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </Button>
      </div>
    </Stack>
  );
}

/** /actualizar-telefono: the new number, checked by spec §5's phone rule, then its SMS code. */
export default function UpdatePhonePage() {
  const profile = useMyProfile();
  const perfil = profile.data;
  // An unverified number is offered for verifying as it is; a verified one is not retyped.
  const initial = perfil && !perfil.phoneVerified ? (perfil.phone ?? '') : '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {profile.isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : (
          <UpdatePhoneForm initial={initial} />
        )}
      </Paper>
      <BackToAccount />
    </Stack>
  );
}
