import { useCampusForm, useSubmit } from '@/lib/forms';
import { digitsOnly, type Validator } from '@/lib/validation';
import { FormTextField } from '@/ui/Form';
import { applicationTexts as t } from '../texts';
import { asText, integerRules } from './integerRules';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useSaveStep } from './useSaveStep';

interface Values {
  ingresoMensual: string;
  aportantes: string;
}

const INCOME_RULES = integerRules(0, 99999);

/** Step 2: the household's monthly income and how many bring it in. */
export default function IncomeStep({ ficha, label, onSaved, onBack }: StepProps) {
  const form = useCampusForm<Values>({
    defaultValues: {
      ingresoMensual: asText(ficha.ingresos?.ingresoMensual),
      aportantes: asText(ficha.ingresos?.aportantes),
    },
  });
  const save = useSaveStep(form);
  const members = ficha.hogar?.integrantes ?? 20;
  // At most the members saved in the household step: the server's rule, said before the save.
  const earnerRules: Validator[] = integerRules(1, members);
  const onSubmit = useSubmit(form, async (values) => {
    await save({
      ingresos: {
        ingresoMensual: Number(values.ingresoMensual),
        aportantes: Number(values.aportantes),
      },
    });
    onSaved();
  });
  return (
    <StepForm
      label={label}
      onSubmit={onSubmit}
      onBack={onBack}
      sending={form.formState.isSubmitting}
    >
      <FormTextField
        control={form.control}
        name="ingresoMensual"
        label={t.income.ingresoMensual}
        helperText={t.income.ingresoMensualHint}
        rules={INCOME_RULES}
        required
        inputMode="numeric"
        parse={(value) => digitsOnly(value, 5)}
      />
      <FormTextField
        control={form.control}
        name="aportantes"
        label={t.income.aportantes}
        rules={earnerRules}
        required
        inputMode="numeric"
        parse={(value) => digitsOnly(value, 2)}
      />
    </StepForm>
  );
}
