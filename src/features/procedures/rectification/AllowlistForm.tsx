import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGuardarAutorizadosRectificacion,
  useObtenerAutorizadosRectificacion,
} from '@generated/main/endpoints/rectificacion/rectificacion';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { FormTextField } from '@/ui/Form';
import { notifySuccess } from '@/lib/http';
import { required } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { texts } from './texts';

const t = texts.allowlist;
type Values = { u1: string; u2: string; u3: string; u4: string };
const FIELDS = ['u1', 'u2', 'u3', 'u4'] as const;

/** The four usernames who may rectify (spec §6), kept by the demo API as four superadmins. */
export default function AllowlistForm() {
  const query = useObtenerAutorizadosRectificacion({ query: { meta: { silentError: true } } });
  const usuarios = query.data?.results.usuarios;
  if (!usuarios) return null;
  return <AllowlistFields key={usuarios.join(',')} usuarios={usuarios} />;
}

function AllowlistFields({ usuarios }: { usuarios: string[] }) {
  const form = useCampusForm<Values>({
    defaultValues: Object.fromEntries(
      FIELDS.map((name, index) => [name, usuarios[index] ?? '']),
    ) as Values,
  });
  const save = useGuardarAutorizadosRectificacion();
  const submit = useSubmit(form, async (values) => {
    try {
      const response = await save.mutateAsync({
        data: { usuarios: FIELDS.map((name) => values[name].trim()) },
      });
      notifySuccess(response);
    } catch (error) {
      if (!applyServerErrors(error, form)) throw error;
    }
  });
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="autorizados">
      <Typography id="autorizados" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
        {FIELDS.map((name, index) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={t.user(index + 1)}
            required
            rules={[required()]}
            autoComplete="off"
          />
        ))}
        <Button type="submit" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t.save}
        </Button>
      </Stack>
    </Stack>
  );
}
