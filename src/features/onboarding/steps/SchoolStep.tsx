import type { TipoColegio } from '@generated/main/model';
import { toCampusTime } from '@/lib/dates';
import { digitsOnly, maxValue, minLength, minValue } from '@/lib/validation';
import { FormRadio, FormTextField, FormUbigeoField } from '@/ui/Form';
import { texts } from '../texts';
import { radioOptions } from './options';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.school;
/** The earliest year the contract takes; the latest is this one, read when the form checks. */
const FIRST_YEAR = 1960;
const yearRules = () => [minValue(FIRST_YEAR), maxValue(toCampusTime(Date.now()).year())];

interface Values {
  colegio: string;
  tipoColegio: TipoColegio | null;
  anioEgreso: string;
  ubigeo: string;
}

/** The secondary school: its name, whether public or private, the year and its district. */
export default function SchoolStep({ paso, base, onDone, navigation }: StepProps) {
  const current = base.datos.estudios;
  const { form, onSubmit, saving } = useStepForm<Values, 'estudios'>(
    { paso, onDone },
    'estudios',
    {
      colegio: current.colegio ?? '',
      tipoColegio: current.tipoColegio ?? null,
      anioEgreso: current.anioEgreso === null ? '' : String(current.anioEgreso),
      ubigeo: current.ubigeo ?? base.datos.contacto.ubigeo ?? '',
    },
    (values) => ({
      ...values,
      tipoColegio: values.tipoColegio!,
      anioEgreso: Number(values.anioEgreso),
    }),
  );
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <FormTextField
        control={form.control}
        name="colegio"
        label={t.name}
        required
        rules={[minLength(3)]}
        maxLength={120}
      />
      <FormRadio
        control={form.control}
        name="tipoColegio"
        label={t.kind}
        options={radioOptions(t.kinds)}
        required
        row
      />
      <FormTextField
        control={form.control}
        name="anioEgreso"
        label={t.year}
        inputMode="numeric"
        required
        rules={yearRules}
        maxLength={4}
        parse={digitsOnly}
      />
      <FormUbigeoField control={form.control} name="ubigeo" label={t.place} />
    </StepForm>
  );
}
