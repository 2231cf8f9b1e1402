import type { ViviendaBecaTenencia } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { digitsOnly } from '@/lib/validation';
import { FormSelect, FormTextField } from '@/ui/Form';
import { applicationTexts as t } from '../texts';
import { asText, integerRules } from './integerRules';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useSaveStep } from './useSaveStep';

interface Values {
  tenencia: ViviendaBecaTenencia | null;
  habitaciones: string;
}

const ROOM_RULES = integerRules(1, 20);
const TENURES = Object.entries(t.tenures).map(([id, description]) => ({ id, description }));

/** Step 3: whose home it is and its size. */
export default function HousingStep({ ficha, label, onSaved, onBack }: StepProps) {
  const form = useCampusForm<Values>({
    defaultValues: {
      tenencia: ficha.vivienda?.tenencia ?? null,
      habitaciones: asText(ficha.vivienda?.habitaciones),
    },
  });
  const save = useSaveStep(form);
  const onSubmit = useSubmit(form, async (values) => {
    await save({
      vivienda: { tenencia: values.tenencia!, habitaciones: Number(values.habitaciones) },
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
      <FormSelect
        control={form.control}
        name="tenencia"
        label={t.housing.tenencia}
        options={TENURES}
        required
      />
      <FormTextField
        control={form.control}
        name="habitaciones"
        label={t.housing.habitaciones}
        rules={ROOM_RULES}
        required
        inputMode="numeric"
        parse={(value) => digitsOnly(value, 2)}
      />
    </StepForm>
  );
}
