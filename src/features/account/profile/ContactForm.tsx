import Stack from '@mui/material/Stack';
import { useActualizarDatosPersonales } from '@generated/main/endpoints/perfil/perfil';
import type { Perfil } from '@generated/main/model';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { email } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormRadio, FormTextField, FormUbigeoField } from '@/ui/Form';
import { texts } from '../texts';
import { contactValuesOf, type ContactValues } from './contactValues';

const t = texts.contact;
const ADDRESS_MAX = 150;
const genderOptions = (['F', 'M', 'O'] as const).map((code) => ({
  id: code,
  text: t.genders[code],
}));

/** The contact data the student keeps: personal e-mail, address, district and gender. */
export default function ContactForm({ perfil }: { perfil: Perfil }) {
  const form = useCampusForm<ContactValues>({ defaultValues: contactValuesOf(perfil) });
  const save = useActualizarDatosPersonales({ mutation: { meta: { silentError: true } } });
  const onSubmit = useSubmit(form, async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: perfil.idUsuario,
        data: { ...values, gender: values.gender ?? 'O' },
      });
      form.reset(contactValuesOf(saved.results));
      notifySuccess(saved);
    } catch (error) {
      if (!applyServerErrors(error, form)) throw error;
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={t.title}>
      <FormTextField
        control={form.control}
        name="email"
        label={t.email}
        type="email"
        required
        rules={[email()]}
        maxLength={100}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t.address}
        required
        maxLength={ADDRESS_MAX}
        showCounter
      />
      <FormUbigeoField control={form.control} name="ubigeo" label={t.place} />
      <FormRadio
        control={form.control}
        name="gender"
        label={t.gender}
        options={genderOptions}
        required
        row
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </Stack>
  );
}
