import { useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useGuardarPasoOnboarding } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingPasoGuardar } from '@generated/main/model';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import type { StepProps } from './stepProps';

type Section = keyof OnboardingPasoGuardar;

/**
 * A form step: its values start from what the institute knows, are sent under the step's section,
 * and a refused save keeps what was typed with each message under its field. Only one save runs
 * at a time, and a saved step is not sent again: a second click that lands after the answer but
 * before the next step replaces this one does nothing.
 */
export function useStepForm<V extends FieldValues, S extends Section>(
  { paso, onDone }: Pick<StepProps, 'paso' | 'onDone'>,
  section: S,
  defaultValues: DefaultValues<V>,
  toBody: (values: V) => NonNullable<OnboardingPasoGuardar[S]>,
) {
  const form = useCampusForm<V>({ defaultValues });
  const save = useGuardarPasoOnboarding({ mutation: { meta: { silentError: true } } });
  const saved = useRef(false);
  const onSubmit = useSubmit(form, async (values) => {
    if (saved.current) return;
    try {
      const answer = await save.mutateAsync({
        modulo: paso.modulo,
        data: { [section]: toBody(values) } as OnboardingPasoGuardar,
      });
      saved.current = true;
      onDone(answer.results);
    } catch (error) {
      if (!applyServerErrors(error, form, section)) notifyError(error);
    }
  });
  return { form, onSubmit, saving: save.isPending };
}
