import Typography from '@mui/material/Typography';
import type { Financiamiento, IngresoFamiliar, Vivienda } from '@generated/main/model';
import { digitsOnly, maxValue, minValue } from '@/lib/validation';
import { FormRadio, FormSelect, FormTextField } from '@/ui/Form';
import { texts } from '../texts';
import { radioOptions, selectOptions, yesNo } from './options';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useStepForm } from './useStepForm';

const t = texts.socioeconomic;
const HOUSEHOLD = { min: 1, max: 20 } as const;

interface Values {
  trabaja: 'SI' | 'NO' | '';
  integrantesHogar: string;
  ingresoFamiliar: IngresoFamiliar | null;
  vivienda: Vivienda | null;
  financiamiento: Financiamiento | null;
}

/** Work, household, income, housing and who pays: what scholarships are weighed on. */
export default function SocioeconomicStep({ paso, base, onDone, navigation }: StepProps) {
  const current = base.datos.socioeconomico;
  const { form, onSubmit, saving } = useStepForm<Values, 'socioeconomico'>(
    { paso, onDone },
    'socioeconomico',
    {
      trabaja: yesNo(current.trabaja),
      integrantesHogar: current.integrantesHogar === null ? '' : String(current.integrantesHogar),
      ingresoFamiliar: current.ingresoFamiliar ?? null,
      vivienda: current.vivienda ?? null,
      financiamiento: current.financiamiento ?? null,
    },
    (values) => ({
      trabaja: values.trabaja === 'SI',
      integrantesHogar: Number(values.integrantesHogar),
      ingresoFamiliar: values.ingresoFamiliar!,
      vivienda: values.vivienda!,
      financiamiento: values.financiamiento!,
    }),
  );
  return (
    <StepForm label={t.title} onSubmit={onSubmit} saving={saving} navigation={navigation}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <FormRadio
        control={form.control}
        name="trabaja"
        label={t.works}
        options={radioOptions(texts.health.yesNo)}
        required
        row
      />
      <FormTextField
        control={form.control}
        name="integrantesHogar"
        label={t.household}
        inputMode="numeric"
        required
        rules={[minValue(HOUSEHOLD.min), maxValue(HOUSEHOLD.max)]}
        maxLength={2}
        parse={digitsOnly}
      />
      <FormSelect
        control={form.control}
        name="ingresoFamiliar"
        label={t.income}
        options={selectOptions(t.incomes)}
        required
      />
      <FormSelect
        control={form.control}
        name="vivienda"
        label={t.housing}
        options={selectOptions(t.housings)}
        required
      />
      <FormSelect
        control={form.control}
        name="financiamiento"
        label={t.funding}
        options={selectOptions(t.fundings)}
        required
      />
    </StepForm>
  );
}
