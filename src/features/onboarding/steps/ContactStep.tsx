import { digitsOnly, email, phone } from '@/lib/validation';
import { FormTextField, FormUbigeoField } from '@/ui/Form';
import { texts } from '../texts';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.contact;
// spec §5: a Peruvian mobile, 9 followed by 8 digits.
const PHONE_DIGITS = 9;

interface Values {
  correo: string;
  celular: string;
  direccion: string;
  ubigeo: string;
}

/** Personal e-mail, mobile, address and district. */
export default function ContactStep({ paso, base, onDone, navigation }: StepProps) {
  const current = base.datos.contacto;
  const { form, onSubmit, saving } = useStepForm<Values, 'contacto'>(
    { paso, onDone },
    'contacto',
    {
      correo: current.correo ?? '',
      celular: current.celular ?? '',
      direccion: current.direccion ?? '',
      ubigeo: current.ubigeo ?? '',
    },
    (values) => values,
  );
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <FormTextField
        control={form.control}
        name="correo"
        label={t.email}
        type="email"
        autoComplete="email"
        required
        rules={[email()]}
        maxLength={100}
      />
      <FormTextField
        control={form.control}
        name="celular"
        label={t.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText={current.celularVerificado ? t.phoneHint : `${t.phoneHint}. ${t.unverified}`}
        required
        rules={[phone()]}
        maxLength={PHONE_DIGITS}
        parse={digitsOnly}
      />
      <FormTextField
        control={form.control}
        name="direccion"
        label={t.address}
        autoComplete="street-address"
        required
        maxLength={150}
        showCounter
      />
      <FormUbigeoField control={form.control} name="ubigeo" label={t.place} />
    </StepForm>
  );
}
