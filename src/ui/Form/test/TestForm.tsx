import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues, Mode } from 'react-hook-form';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';

interface TestFormProps<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** When the form checks its fields. @default the campus form's ('onTouched') */
  mode?: Mode;
  /** Sends the values; a refusal's field errors go under their fields. @default resolves */
  send?: (values: T) => Promise<unknown>;
  children: (control: Control<T>) => ReactNode;
}

/** A campus form around the wrappers under test, sent by its 'Guardar' button. */
export function TestForm<T extends FieldValues>({
  defaultValues,
  mode,
  send = () => Promise.resolve(),
  children,
}: TestFormProps<T>) {
  const form = useCampusForm<T>({ defaultValues, ...(mode && { mode }) });
  const onSubmit = useSubmit(form, async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (!applyServerErrors(error, form)) throw error;
    }
  });
  return (
    <form aria-label="Prueba" onSubmit={onSubmit} noValidate>
      {children(form.control)}
      <button type="submit">Guardar</button>
    </form>
  );
}
