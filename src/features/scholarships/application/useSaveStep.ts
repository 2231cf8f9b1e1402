import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useGuardarBecaSocioeconomica } from '@generated/main/endpoints/beca-socioeconomica/beca-socioeconomica';
import type { GuardarBecaSocioeconomicaRequest } from '@generated/main/model';
import { applyServerErrors } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/http';
import { applicationQuery } from './applicationQuery';

/**
 * Saves a step as the server's draft and keeps its answer as the form's state; a refusal shows
 * under the field it names (or as a notice) and rethrows, so what was typed stays for a retry.
 */
export function useSaveStep<T extends FieldValues>(form: UseFormReturn<T>) {
  const queryClient = useQueryClient();
  const save = useGuardarBecaSocioeconomica({ mutation: { meta: { silentError: true } } });
  return async (data: GuardarBecaSocioeconomicaRequest) => {
    try {
      const response = await save.mutateAsync({ data });
      queryClient.setQueryData(applicationQuery().queryKey, response);
      notifySuccess(response);
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  };
}
