import type { HogarBecaSostenHogar } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { digitsOnly, type Validator } from '@/lib/validation';
import { FormSelect, FormTextField } from '@/ui/Form';
import { applicationTexts as t } from '../texts';
import { asText, integerRules } from './integerRules';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';
import { useSaveStep } from './useSaveStep';

interface Values {
  integrantes: string;
  dependientes: string;
  sostenHogar: HogarBecaSostenHogar | null;
}

const MEMBER_RULES = integerRules(1, 20);
const PROVIDERS = Object.entries(t.providers).map(([id, description]) => ({ id, description }));

/** Step 1: who lives in the home, who depends on its income and who supports it. */
export default function HouseholdStep({ ficha, label, onSaved }: StepProps) {
  const form = useCampusForm<Values>({
    defaultValues: {
      integrantes: asText(ficha.hogar?.integrantes),
      dependientes: asText(ficha.hogar?.dependientes),
      sostenHogar: ficha.hogar?.sostenHogar ?? null,
    },
  });
  const save = useSaveStep(form);
  // Fewer dependants than members: the server's rule, said before the save.
  const dependantRules: Validator[] = [
    ...integerRules(0, 19),
    (value) =>
      Number(value) < Number(form.getValues('integrantes')) ? null : t.household.tooManyDependants,
  ];
  const onSubmit = useSubmit(form, async (values) => {
    await save({
      hogar: {
        integrantes: Number(values.integrantes),
        dependientes: Number(values.dependientes),
        sostenHogar: values.sostenHogar!,
      },
    });
    onSaved();
  });
  return (
    <StepForm label={label} onSubmit={onSubmit} sending={form.formState.isSubmitting}>
      <FormTextField
        control={form.control}
        name="integrantes"
        label={t.household.integrantes}
        rules={MEMBER_RULES}
        required
        inputMode="numeric"
        parse={(value) => digitsOnly(value, 2)}
        deps={['dependientes']}
      />
      <FormTextField
        control={form.control}
        name="dependientes"
        label={t.household.dependientes}
        helperText={t.household.dependientesHint}
        rules={dependantRules}
        required
        inputMode="numeric"
        parse={(value) => digitsOnly(value, 2)}
      />
      <FormSelect
        control={form.control}
        name="sostenHogar"
        label={t.household.sostenHogar}
        options={PROVIDERS}
        required
      />
    </StepForm>
  );
}
