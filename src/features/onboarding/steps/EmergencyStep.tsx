import Typography from '@mui/material/Typography';
import type { Parentesco } from '@generated/main/model';
import { differentTo, digitsOnly, minLength, phone } from '@/lib/validation';
import { FormSelect, FormTextField } from '@/ui/Form';
import { texts } from '../texts';
import { selectOptions } from './options';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.emergency;

interface Values {
  nombre: string;
  parentesco: Parentesco | null;
  celular: string;
}

/** Who to call: their name, relationship and mobile (not the student's own). */
export default function EmergencyStep({ paso, base, onDone, navigation }: StepProps) {
  const current = base.datos.emergencia;
  const ownPhone = base.datos.contacto.celular ?? '';
  const { form, onSubmit, saving } = useStepForm<Values, 'emergencia'>(
    { paso, onDone },
    'emergencia',
    {
      nombre: current.nombre ?? '',
      parentesco: current.parentesco ?? null,
      celular: current.celular ?? '',
    },
    (values) => ({ ...values, parentesco: values.parentesco! }),
  );
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <FormTextField
        control={form.control}
        name="nombre"
        label={t.name}
        required
        rules={[minLength(3)]}
        maxLength={100}
      />
      <FormSelect
        control={form.control}
        name="parentesco"
        label={t.relationship}
        options={selectOptions(t.relationships)}
        required
      />
      <FormTextField
        control={form.control}
        name="celular"
        label={t.phone}
        type="tel"
        inputMode="numeric"
        required
        rules={[phone(), differentTo(ownPhone)]}
        maxLength={9}
        parse={digitsOnly}
      />
    </StepForm>
  );
}
