import { useState } from 'react';
import { formatMoney } from '@/lib/dates';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { digitsOnly, type Validator } from '@/lib/validation';
import { FormTextField } from '@/ui/Form';
import { ConfirmModal } from '@/ui/Modal';
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

/**
 * Below this many soles a month the income is asked about before it is saved: a typo (a missing
 * zero, cents for soles) would otherwise decide the scholarship. A real one is still accepted.
 */
export const LOW_INCOME_SOLES = 100;

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
  const persist = async (values: Values) => {
    await save({
      ingresos: {
        ingresoMensual: Number(values.ingresoMensual),
        aportantes: Number(values.aportantes),
      },
    });
    onSaved();
  };
  // The values waiting for the student's answer to the low-income question.
  const [toConfirm, setToConfirm] = useState<Values | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onSubmit = useSubmit(form, async (values) => {
    if (Number(values.ingresoMensual) < LOW_INCOME_SOLES) setToConfirm(values);
    else await persist(values);
  });
  const confirm = () => {
    if (!toConfirm) return;
    setConfirming(true);
    // A refusal shows under its field (useSaveStep): the question closes so it can be read.
    persist(toConfirm)
      .catch(() => {})
      .finally(() => {
        setConfirming(false);
        setToConfirm(null);
      });
  };
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
      <ConfirmModal
        open={toConfirm !== null}
        title={t.income.lowTitle}
        confirmLabel={t.income.lowConfirm}
        cancelLabel={t.income.lowFix}
        onConfirm={confirm}
        onClose={() => setToConfirm(null)}
        pending={confirming}
      >
        {toConfirm && t.income.low(formatMoney(Number(toConfirm.ingresoMensual)))}
      </ConfirmModal>
    </StepForm>
  );
}
